// Product identifiers and the version menu of each product. The version switcher and the product
// label in the drawer header are built from this module and the nav tree, never typed elsewhere.
// Older majors are separate deployments; `missing` / `kept` describe which of today's pages exist
// there so the menu can keep the reader on the same page when that version has it.
import type { ProductId } from '../src/shared/nav/productInfo';
import { productRoot } from './productLocations';

export interface VersionSpec {
  /** Label in the menu, e.g. `v7`. */
  text: string;
  /** Origin that serves this major. */
  origin: string;
  /** Product root on that deployment when it differs from today's. */
  root?: string;
  /** Pages of today's tree that did not exist yet in that major (`/*` suffix = the whole folder). */
  missing?: string[];
  /** For majors with another layout: the only pages kept, mapped to their path back then. */
  kept?: Record<string, string>;
}

export interface ProductSpec {
  id: ProductId | 'default';
  metadata: string;
  name: string;
  /** Landing page of the product on this site. */
  root: string;
  previousVersions: VersionSpec[];
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

const v7: VersionSpec = { text: 'v7', origin: 'https://mui.com', missing: V8_ONLY };

const v6Kept = (paths: string[]): Record<string, string> =>
  Object.fromEntries(paths.map((path) => [path, path]));

const v6: VersionSpec = {
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

const v5: VersionSpec = {
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

const v4Grid: VersionSpec = {
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

export const products: ProductSpec[] = [
  {
    id: 'default',
    metadata: '',
    name: 'MUI X',
    root: '/x/introduction',
    previousVersions: [v7, v6, v5, v4Grid],
  },
  {
    id: 'x-data-grid',
    metadata: 'MUI X',
    name: 'Data Grid',
    root: productRoot('x-data-grid'),
    previousVersions: [v7, v6, v5, v4Grid],
  },
  {
    id: 'x-date-pickers',
    metadata: 'MUI X',
    name: 'Date Pickers',
    root: productRoot('x-date-pickers'),
    previousVersions: [
      v7,
      v6,
      {
        text: 'v5',
        origin: 'https://v5.mui.com',
        root: '/x/react-date-pickers/getting-started',
        kept: {
          '/x/react-date-pickers/date-picker': '/x/react-date-pickers/date-picker',
          '/x/react-date-pickers/time-picker': '/x/react-date-pickers/time-picker',
          '/x/react-date-pickers/date-time-picker': '/x/react-date-pickers/date-time-picker',
          '/x/react-date-pickers/date-range-picker': '/x/react-date-pickers/date-range-picker',
        },
      },
    ],
  },
  {
    id: 'x-charts',
    metadata: 'MUI X',
    name: 'Charts',
    root: productRoot('x-charts'),
    previousVersions: [v7, v6],
  },
  {
    id: 'x-tree-view',
    metadata: 'MUI X',
    name: 'Tree View',
    root: productRoot('x-tree-view'),
    previousVersions: [
      v7,
      { text: 'v6', origin: 'https://v6.mui.com', root: '/x/react-tree-view/getting-started', kept: {} },
    ],
  },
];
