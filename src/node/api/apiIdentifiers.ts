/**
 * Links into API pages, decided from the generated API data alone (pure): which ids an API page
 * has, which API entry an inline-code identifier in a guide names, and whether an author's link
 * to an API page anchor exists.
 */
import { kebabCase } from '../../shared/nav/apiRoutes';
import { entryAnchor } from '../../shared/api/entryAnchor';
import type { ApiPageAsRead, ComponentPage, InheritedEntries, InterfaceApi } from '../../shared/api/apiTypes';

const inheritedHeading = (section: 'props' | 'slots', group: InheritedEntries) => `${section}-from-${kebabCase(group.from.component)}`;

/** Every id an API page renders (`ApiPage.tsx`): its section headings and one per entry. */
export function apiPageAnchors(page: ApiPageAsRead): Set<string> {
  const kebab = kebabCase(page.name);
  const anchors = new Set<string>(['import']);
  if (page.demos.length) anchors.add('demos');
  const props = page.kind === 'component' ? page.props : page.properties;
  if (props.length || (page.kind === 'component' && page.inheritedProps.length)) anchors.add('props');
  for (const prop of props) anchors.add(entryAnchor(kebab, 'prop', prop.name));
  if (page.kind === 'component') {
    if (page.inheritance) anchors.add('inheritance');
    if (page.themeName) anchors.add('theme-default-props');
    if (page.slots.length || page.inheritedSlots.length || page.slotsPage) anchors.add('slots');
    if (page.classes.length) anchors.add('classes');
    if (!page.slotsPage) for (const slot of page.slots) anchors.add(entryAnchor(kebab, 'slot', slot.name));
    for (const [section, kind, groups] of [['props', 'prop', page.inheritedProps], ['slots', 'slot', page.inheritedSlots]] as const) {
      for (const group of groups) {
        anchors.add(inheritedHeading(section, group));
        for (const name of group.names) anchors.add(entryAnchor(kebab, kind, name));
      }
    }
    if (!page.classesPage) for (const entry of page.classes) anchors.add(entryAnchor(kebab, 'classes', entry.key));
  }
  return anchors;
}

/** What inline code may name, resolved to the address of its row on an API page. */
export interface ApiIdentifierIndex {
  /** Props, slots and CSS class names (`MuiDataGrid-cell`) of the page's components. */
  entries: ReadonlyMap<string, string>;
  /** Members of the grid's API object, read on `apiRef.current`. */
  methods: ReadonlyMap<string, string>;
}

export interface ApiLinkData {
  /** The components a guide lists in its front matter, in the order written: the first wins a shared name. */
  components: readonly ComponentPage[];
  /** The API object's page (`GridApi`) when one of the components is a Data Grid, else null. */
  apiObject: InterfaceApi | null;
}

function addOnce(map: Map<string, string>, key: string, href: string) {
  if (!map.has(key)) map.set(key, href);
}

export function apiIdentifierIndex({ components, apiObject }: ApiLinkData): ApiIdentifierIndex {
  const entries = new Map<string, string>();
  // Each name links to the page that gives its entry in full: a grid prop named in a Pro guide goes to DataGrid's page.
  const href = (page: { component: string; pathname: string }, kind: 'prop' | 'slot' | 'classes', name: string) => `${page.pathname}#${entryAnchor(kebabCase(page.component), kind, name)}`;
  for (const component of components) {
    const own = { component: component.name, pathname: component.pathname };
    for (const prop of component.props) addOnce(entries, prop.name, href(own, 'prop', prop.name));
    for (const group of component.inheritedProps) for (const name of group.names) addOnce(entries, name, href(group.from, 'prop', name));
    // Slots listed on the page of the interface the `slots` prop takes are its properties there.
    for (const slot of component.slots) addOnce(entries, slot.name, component.slotsPage ? href(component.slotsPage, 'prop', slot.name) : href(own, 'slot', slot.name));
    for (const group of component.inheritedSlots) for (const name of group.names) addOnce(entries, name, href(group.from, 'slot', name));
    // State classes (`Mui-selected`) belong to every component: naming one says nothing about these.
    for (const entry of component.classes) if (!entry.isGlobal) addOnce(entries, entry.className, href(component.classesPage ?? own, 'classes', entry.key));
  }
  const methods = new Map<string, string>();
  if (apiObject) {
    const kebab = kebabCase(apiObject.name);
    for (const member of apiObject.properties) addOnce(methods, member.name, `${apiObject.pathname}#${entryAnchor(kebab, 'prop', member.name)}`);
  }
  return { entries, methods };
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/**
 * The API row an inline-code span names, or null. It must be exactly one name: a prop, slot or
 * CSS class (`rows`, `toolbar`, `MuiDataGrid-cell` or `.MuiDataGrid-cell`), or an API object
 * method (`setPage`, `setPage()`, `apiRef.current.setPage`). A bare name is looked up as a prop,
 * slot or class first, so `getRowId` is the prop and `apiRef.current.getRowId` the method.
 */
export function resolveApiIdentifier(code: string, index: ApiIdentifierIndex): string | null {
  const text = code.trim();
  const method = /^(?:apiRef\.current\.)?([A-Za-z_$][\w$]*)\(\)$/.exec(text) ?? /^apiRef\.current\.([A-Za-z_$][\w$]*)$/.exec(text);
  if (method) return index.methods.get(method[1]) ?? null;
  const name = text.startsWith('.') ? text.slice(1) : text;
  if (!IDENTIFIER.test(name)) return null;
  if (text.startsWith('.') && !name.includes('-')) return null;
  return index.entries.get(name) ?? index.methods.get(name) ?? null;
}

/** Edit distance, capped: enough to tell a typo (`rowz`) from another name. */
function isNear(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] <= 2;
}

const API_ANCHOR_LINK = /^(\/x\/api\/[^?#]+?)\/?(?:\?[^#]*)?#(.+)$/;

/**
 * Why a link to an anchor of an API page is broken, or null: the page exists (the route check
 * says so otherwise) but has no element with that id.
 */
export function apiAnchorProblem(href: string, pageAt: (pathname: string) => ApiPageAsRead | null): string | null {
  const match = API_ANCHOR_LINK.exec(href);
  if (!match) return null;
  const page = pageAt(match[1]);
  if (!page) return null;
  let anchor: string;
  try {
    anchor = decodeURIComponent(match[2]);
  } catch {
    return `Link "${href}" has a malformed escape (%) in its anchor`;
  }
  const anchors = apiPageAnchors(page);
  if (anchors.has(anchor)) return null;
  const entry = new RegExp(`^${kebabCase(page.name)}-(prop|slot|classes)-(.+)$`).exec(anchor);
  if (entry) {
    const [, kind, name] = entry;
    const entries = [...anchors].flatMap((candidate) => {
      const parts = /-(prop|slot|classes)-(.+)$/.exec(candidate);
      return parts ? [{ anchor: candidate, kind: parts[1], name: parts[2] }] : [];
    });
    // The same name under another kind (a slot linked as a prop), else a near spelling of the same kind.
    const guess =
      entries.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase()) ??
      entries.find((candidate) => candidate.kind === kind && isNear(candidate.name, name));
    // Entries another page lists: say where they are.
    const elsewhere = page.kind === 'component' ? (kind === 'classes' ? page.classesPage : kind === 'slot' ? page.slotsPage : undefined) : undefined;
    const hint = elsewhere ? `; ${page.name} lists them on ${elsewhere.pathname}` : guess ? `; did you mean #${guess.anchor}?` : '';
    const what = kind === 'classes' ? 'CSS class' : kind;
    return `Link "${href}" points to the ${what} "${name}", which ${page.name} does not have${hint}`;
  }
  return `Link "${href}" points to #${anchor}, which the ${page.name} API page does not have (sections: ${[...anchors].filter((id) => !id.includes('-prop-') && !id.includes('-slot-') && !id.includes('-classes-')).join(', ')})`;
}
