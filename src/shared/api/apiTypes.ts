/** What an API reference page receives: generated from the packages' typings (src/node/api/). */
import type { PaidPlan } from '../plans';

export type ApiPlan = PaidPlan;

export interface ApiSignature {
  /** The function type as written in the typings. */
  type: string;
  params: Array<{ name: string; descriptionHtml: string }>;
  returnsHtml?: string;
}

export interface ApiProp {
  name: string;
  /** The type as a user writes it, escaped HTML with links to other API pages. */
  typeHtml: string;
  required: boolean;
  /** `@default` as written, when it is code. */
  default?: string;
  /** `@default` when it is prose around code ("`true` for desktop, …"), as HTML. */
  defaultHtml?: string;
  descriptionHtml: string;
  /** Present when deprecated: the note, possibly empty. */
  deprecatedHtml?: string;
  signature?: ApiSignature;
  /** Set when only a Pro or Premium package declares the prop. */
  plan?: ApiPlan;
}

export interface ApiSlot {
  name: string;
  descriptionHtml: string;
  default?: string;
  /** A default explained in words, as HTML (see `ApiProp.defaultHtml`). */
  defaultHtml?: string;
  className?: string;
}

export interface ApiClass {
  key: string;
  className: string;
  descriptionHtml: string;
  /** State classes such as `Mui-selected`, shared by every component. */
  isGlobal: boolean;
}

export interface ApiDemoLink {
  /** The guide page's h1 as text; its plan badge, if any, is `plan`. */
  title: string;
  pathname: string;
  plan?: ApiPlan;
}

interface ApiPageBase {
  name: string;
  /** The package folder in the address: `data-grid`, `date-pickers`, `charts`, `tree-view`. */
  folder: string;
  pathname: string;
  plan?: ApiPlan;
  /** One import statement per way to import it. */
  imports: string[];
  descriptionHtml: string;
  demos: ApiDemoLink[];
}

/** The component whose props this one's props extend, and where that component is documented. */
export interface ApiInheritance {
  component: string;
  pathname: string;
}

export interface ComponentApi extends ApiPageBase {
  kind: 'component';
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** The key under `theme.components` for default props, when the component reads one. */
  themeName?: string;
  inheritance?: ApiInheritance;
}

export interface InterfaceApi extends ApiPageBase {
  kind: 'interface';
  properties: ApiProp[];
}

export type ApiPageData = ComponentApi | InterfaceApi;

/** Entries given in full on another page: their names, and that page. */
export interface InheritedEntries {
  from: ApiInheritance;
  names: string[];
}

/**
 * Where a component page's other entries are, once the props, slots and classes other pages give
 * in full have left it (shared/api/planVersions.ts).
 */
export interface ComponentPageLinks {
  /** Props given in full on a lower version's page (DataGrid's, for DataGridPro), nearest version first. */
  inheritedProps: InheritedEntries[];
  inheritedSlots: InheritedEntries[];
  /** The page that lists the component's classes, when it is not its own (the grids' `gridClasses`): its page then lists none. */
  classesPage?: ApiInheritance;
  /** The page of the interface its `slots` prop takes (`GridSlotsComponent`), when that page lists its slots: this page then lists none. */
  slotsPage?: ApiInheritance;
}

/** A component page as it reads: its generated data less what other pages give, and where that is. */
export type ComponentPage = ComponentApi & ComponentPageLinks;

/** An API page as it reads: an interface's, or a component's less what other pages give. */
export type ApiPageAsRead = ComponentPage | InterfaceApi;

/** What the page loader makes of the generated data: the page as it reads, its import lines as a highlighted code block. */
export type LoadedApiPage = ApiPageAsRead & { importHtml: string };

export interface ApiManifestEntry {
  name: string;
  plan?: ApiPlan;
}

/** Per package folder, the pages the nav lists (written by the generator). */
export type ApiManifest = Record<string, { components: ApiManifestEntry[]; interfaces: ApiManifestEntry[] }>;

/**
 * An interface of the grid's API object (`GridSortApi`): the members a reader calls on
 * `apiRef.current`, listed in guides by the `ApiMethods` directive.
 */
export interface ApiObjectInterface {
  name: string;
  plan?: ApiPlan;
  descriptionHtml: string;
  members: ApiProp[];
}

/** A state selector of the grid (`gridSortModelSelector`), listed in guides by the `Selectors` directive. */
export interface ApiSelector {
  name: string;
  /** The `@category` of its JSDoc (`Sorting`); null when the typings give none. */
  category: string | null;
  descriptionHtml: string;
  /** `(apiRef) => GridSortModel`, escaped HTML with names that have an API page linked. */
  signatureHtml: string;
  plan?: ApiPlan;
  deprecatedHtml?: string;
}

/** What `npm run generate` writes beside the pages for the grid's API object and selectors. */
export interface GridApiObjects {
  interfaces: ApiObjectInterface[];
  selectors: ApiSelector[];
}
