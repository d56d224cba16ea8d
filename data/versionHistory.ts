// The earlier majors of MUI X, each a deployment of its own, and which of today's pages each has:
// the version menu keeps a reader on the same page when that version has it
// (src/shared/nav/versions.ts). The site model (data/site.ts) gives each product its list.

export interface VersionSpec {
  /** Label in the menu, e.g. `v7`. */
  text: string;
  /** Origin that serves this major. */
  origin: string;
  /** Product root on that deployment when it differs from today's. */
  root?: string;
  /** Pages of today's tree that did not exist yet in that major (`/*` suffix = the whole folder). */
  missing?: readonly string[];
  /** For majors with another layout: the only pages kept, mapped to their path back then. */
  kept?: Readonly<Record<string, string>>;
}

const V8_ONLY = [
  '/x/common-concepts/*',
  '/x/react-data-grid/components/usage',
  '/x/react-data-grid/components/toolbar',
  '/x/react-data-grid/components/export',
  '/x/react-data-grid/components/quick-filter',
  '/x/react-data-grid/components/columns-panel',
  '/x/react-data-grid/components/filter-panel',
  '/x/react-data-grid/pivoting',
  '/x/react-data-grid/prompt',
  '/x/api/data-grid/columns-panel-trigger',
  '/x/api/data-grid/export-csv',
  '/x/api/data-grid/export-excel',
  '/x/api/data-grid/export-print',
  '/x/api/data-grid/filter-panel-trigger',
  '/x/api/data-grid/quick-filter',
  '/x/api/data-grid/quick-filter-clear',
  '/x/api/data-grid/quick-filter-control',
  '/x/api/data-grid/quick-filter-trigger',
  '/x/api/data-grid/toolbar',
  '/x/api/data-grid/toolbar-button',
  '/x/react-date-pickers/time-range-picker',
  '/x/api/date-pickers/time-range-picker',
  '/x/api/date-pickers/desktop-time-range-picker',
  '/x/api/date-pickers/mobile-time-range-picker',
  '/x/api/date-pickers/time-range-picker-tabs',
  '/x/api/date-pickers/time-range-picker-toolbar',
  '/x/react-charts/radar',
  '/x/react-charts/funnel',
  '/x/api/charts/radar-*',
  '/x/api/charts/funnel-*',
  '/x/react-tree-view/rich-tree-view/lazy-loading',
  '/x/migration/migration-data-grid-v7',
  '/x/migration/migration-pickers-v7',
  '/x/migration/migration-charts-v7',
  '/x/migration/migration-tree-view-v7',
  '/x/migration/usage-with-material-ui-v5-v6',
];

export const v7: VersionSpec = { text: 'v7', origin: 'https://mui.com', missing: V8_ONLY };

const v6Kept = (paths: string[]): Record<string, string> =>
  Object.fromEntries(paths.map((path) => [path, path]));

export const v6: VersionSpec = {
  text: 'v6',
  origin: 'https://v6.mui.com',
  kept: v6Kept([
    '/x/introduction',
    '/x/introduction/installation',
    '/x/introduction/licensing',
    '/x/introduction/support',
    '/x/react-data-grid',
    '/x/react-data-grid/sorting',
    '/x/react-data-grid/pagination',
    '/x/react-data-grid/export',
    '/x/react-data-grid/localization',
    '/x/react-data-grid/accessibility',
    '/x/react-data-grid/virtualization',
    '/x/react-data-grid/tree-data',
    '/x/react-data-grid/row-grouping',
    '/x/react-data-grid/aggregation',
    '/x/react-date-pickers',
    '/x/react-date-pickers/date-picker',
    '/x/react-date-pickers/time-picker',
    '/x/react-date-pickers/date-time-picker',
    '/x/react-date-pickers/date-range-picker',
    '/x/react-date-pickers/localization',
    '/x/react-charts',
    '/x/react-charts/bars',
    '/x/react-charts/lines',
    '/x/react-charts/pie',
    '/x/react-charts/scatter',
    '/x/react-charts/sparkline',
    '/x/react-tree-view',
  ]),
};

export const v5: VersionSpec = {
  text: 'v5',
  origin: 'https://v5.mui.com',
  kept: {
    '/x/introduction': '/x/introduction',
    '/x/react-data-grid': '/x/react-data-grid',
    '/x/react-data-grid/sorting': '/x/react-data-grid/sorting',
    '/x/react-data-grid/pagination': '/x/react-data-grid/pagination',
    '/x/react-data-grid/export': '/x/react-data-grid/export',
  },
};

export const v4Grid: VersionSpec = {
  text: 'v4',
  origin: 'https://v4.mui.com',
  root: '/components/data-grid',
  kept: {
    '/x/react-data-grid/column-definition': '/components/data-grid/columns',
    '/x/react-data-grid/row-definition': '/components/data-grid/rows',
    '/x/react-data-grid/editing': '/components/data-grid/editing',
    '/x/react-data-grid/sorting': '/components/data-grid/sorting',
    '/x/react-data-grid/filtering': '/components/data-grid/filtering',
    '/x/react-data-grid/pagination': '/components/data-grid/pagination',
    '/x/react-data-grid/row-selection': '/components/data-grid/selection',
    '/x/react-data-grid/events': '/components/data-grid/events',
    '/x/react-data-grid/export': '/components/data-grid/export',
    '/x/react-data-grid/style': '/components/data-grid/style',
    '/x/react-data-grid/localization': '/components/data-grid/localization',
    '/x/react-data-grid/accessibility': '/components/data-grid/accessibility',
    '/x/react-data-grid/virtualization': '/components/data-grid/virtualization',
  },
};

/** The Date Pickers' v5 docs started from a getting-started page and had only the pickers' own pages. */
export const pickersV5: VersionSpec = {
  text: 'v5',
  origin: 'https://v5.mui.com',
  root: '/x/react-date-pickers/getting-started',
  kept: {
    '/x/react-date-pickers/date-picker': '/x/react-date-pickers/date-picker',
    '/x/react-date-pickers/time-picker': '/x/react-date-pickers/time-picker',
    '/x/react-date-pickers/date-time-picker': '/x/react-date-pickers/date-time-picker',
    '/x/react-date-pickers/date-range-picker': '/x/react-date-pickers/date-range-picker',
  },
};

/** The Tree View's v6 docs had none of today's pages: the menu opens its getting-started page. */
export const treeViewV6: VersionSpec = { text: 'v6', origin: 'https://v6.mui.com', root: '/x/react-tree-view/getting-started', kept: {} };

/** Every earlier major by the key the site model (data/site.ts) gives it in a product's list. */
export const earlierMajors = { v7, v6, v5, 'v4-grid': v4Grid, 'v5-pickers': pickersV5, 'v6-tree-view': treeViewV6 } as const satisfies Record<string, VersionSpec>;

export type EarlierMajor = keyof typeof earlierMajors;
