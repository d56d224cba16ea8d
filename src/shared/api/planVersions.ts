/**
 * How a component's API page reads when other pages already give part of it in full.
 *
 * A Pro or Premium version of a component (`DataGridPro`, `BarChartPro`) takes the props and slots
 * of the version below it and adds its plan's. Its page gives in full what its plan adds or
 * changes, and lists the rest by name, each linked to the page that gives it in full: the three
 * grid pages would otherwise repeat DataGrid's 125 props three times, and Premium's props alone
 * would come to 59,000 characters, more than an agent's single fetch keeps.
 *
 * A component whose classes object has a page of its own (the grid's `gridClasses`, shared by the
 * three grids) links to that page instead of listing its classes again; one whose `slots` prop
 * takes an interface with a page of its own (`GridSlotsComponent`) links to it for its slots.
 */
import type { ApiInheritance, ApiManifest, ComponentApi, ComponentPage, InheritedEntries } from './apiTypes';
import { apiRoute } from '../nav/apiRoutes';
import { withTrailingSlash } from '../nav/routes';

const PLAN_SUFFIXES = ['Premium', 'Pro'] as const;

/**
 * The version a Pro or Premium component builds on: `DataGridPremium` → `DataGridPro` (or
 * `DataGrid` when there is no Pro version), `BarChartPro` → `BarChart`; null for any other name.
 */
export function lowerVersionOf(name: string, names: ReadonlySet<string>): string | null {
  const suffix = PLAN_SUFFIXES.find((candidate) => name.endsWith(candidate) && name.length > candidate.length);
  if (!suffix) return null;
  const base = name.slice(0, -suffix.length);
  const candidates = suffix === 'Premium' ? [`${base}Pro`, base] : [base];
  return candidates.find((candidate) => names.has(candidate)) ?? null;
}

/** The object that holds a component's class names: `gridClasses` for every grid, `<camelName>Classes` for others. */
export function classesExportName(name: string): string {
  if (name.startsWith('DataGrid')) return 'gridClasses';
  return `${name[0].toLowerCase()}${name.slice(1)}Classes`;
}

/** Whether an API page documents a classes object (`gridClasses`) rather than a component. */
export const isClassesObject = (name: string): boolean => /^[a-z]\w*Classes$/.test(name);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pageOf = (component: ComponentApi): ApiInheritance => ({ component: component.name, pathname: component.pathname });

/**
 * Splits the entries of the last component of `chain` (lowest version first) between those its page
 * gives in full and those an earlier version's page gives unchanged. An entry lives on the lowest
 * page of an unbroken run of versions that all have it exactly as this one does.
 */
function splitEntries<T extends { name: string }>(chain: readonly ComponentApi[], entriesOf: (api: ComponentApi) => readonly T[]): { own: T[]; inherited: InheritedEntries[] } {
  const lists = chain.map((api) => new Map(entriesOf(api).map((entry) => [entry.name, entry])));
  const top = chain.length - 1;
  const own: T[] = [];
  const byHome = new Map<number, string[]>();
  for (const entry of entriesOf(chain[top])) {
    let home = top;
    while (home > 0 && same(lists[home - 1].get(entry.name), entry)) home -= 1;
    if (home === top) own.push(entry);
    else byHome.set(home, [...(byHome.get(home) ?? []), entry.name]);
  }
  const inherited = [...byHome.entries()].sort(([a], [b]) => b - a).map(([home, names]) => ({ from: pageOf(chain[home]), names }));
  return { own, inherited };
}

/**
 * The view of `chain`'s last component: `chain` holds it and the versions it builds on, lowest
 * first (a lone component is a chain of one); `manifest` tells whether its classes object has a
 * page; `slotsPage` is the page of the interface its `slots` prop takes, when that page lists
 * exactly its slots.
 */
export function componentPage(chain: readonly ComponentApi[], manifest: ApiManifest, slotsPage?: ApiInheritance): ComponentPage {
  const api = chain[chain.length - 1];
  const props = splitEntries(chain, (component) => component.props);
  // Slots another page lists stay in the data, for links to them, and off this page.
  const slots = slotsPage ? { own: api.slots, inherited: [] } : splitEntries(chain, (component) => component.slots);
  const classesName = classesExportName(api.name);
  const hasClassesPage = api.classes.length > 0 && classesName !== api.name && manifest[api.folder]?.components.some((entry) => entry.name === classesName);
  return {
    ...api,
    props: props.own,
    slots: slots.own,
    inheritedProps: props.inherited,
    inheritedSlots: slots.inherited,
    ...(slotsPage ? { slotsPage } : {}),
    ...(hasClassesPage ? { classesPage: { component: classesName, pathname: withTrailingSlash(apiRoute(api.folder, classesName)) } } : {}),
  };
}
