import type { ApiObjectInterface, ApiSelector } from '../../../src/shared/api/apiTypes';
import type { DirectiveSources, InstalledPackage } from '../../../src/node/directives/directiveSources';

const routes = new Set(['/x/introduction', '/x/introduction/licensing', '/x/react-data-grid', '/x/react-data-grid/sorting', '/x/api/data-grid/data-grid']);

const PEERS = {
  '@emotion/react': '^11.9.0',
  '@emotion/styled': '^11.8.1',
  '@mui/material': '^5.15.14 || ^6.0.0 || ^7.0.0',
  '@mui/system': '^5.15.14 || ^6.0.0 || ^7.0.0',
  react: '^17.0.0 || ^18.0.0 || ^19.0.0',
  'react-dom': '^17.0.0 || ^18.0.0 || ^19.0.0',
};

const pkg = (name: string, extraPeers: Record<string, string> = {}, optional: string[] = []): InstalledPackage => ({
  name,
  version: '8.8.0',
  peerDependencies: { ...PEERS, ...extraPeers },
  optionalPeers: ['@emotion/react', '@emotion/styled', ...optional],
});

export const sortApi: ApiObjectInterface = {
  name: 'GridSortApi',
  descriptionHtml: '<p>The sort API.</p>',
  members: [
    {
      name: 'setSortModel',
      typeHtml: '(model: GridSortModel) =&gt; void',
      required: true,
      descriptionHtml: '<p>Updates the sort model.</p>',
      signature: { type: '(model: GridSortModel) => void', params: [{ name: 'model', descriptionHtml: '<p>The model to apply.</p>' }] },
    },
    { name: 'getSortModel', typeHtml: '() =&gt; GridSortModel', required: true, descriptionHtml: '<p>Returns the sort model.</p>' },
  ],
};

export const selectors: ApiSelector[] = [
  { name: 'gridSortModelSelector', category: 'Sorting', descriptionHtml: '<p>Get the current sorting model.</p>', signatureHtml: '(apiRef) =&gt; GridSortModel' },
  { name: 'gridSortedRowIdsSelector', category: 'Sorting', descriptionHtml: '<p>Ids after sorting.</p>', signatureHtml: '(apiRef) =&gt; GridRowId[]' },
  { name: 'gridPageSelector', category: 'Pagination', descriptionHtml: '<p>The page.</p>', signatureHtml: '(apiRef) =&gt; number' },
  { name: 'gridDensitySelector', category: null, descriptionHtml: '', signatureHtml: '(apiRef) =&gt; GridDensity' },
];

/** Directive sources without a file system: data files are the entries of `files` (paths under data/). */
export function fakeSources(files: Record<string, string> = {}): DirectiveSources {
  return {
    routeExists: (pathname) => routes.has(pathname),
    readDataFile: (path) => files[path] ?? null,
    apiInterfaces: () => [sortApi],
    selectors: () => selectors,
    muiXPackages: () => [
      pkg('@mui/x-data-grid'),
      pkg('@mui/x-data-grid-premium'),
      pkg('@mui/x-data-grid-pro'),
      pkg('@mui/x-date-pickers', { dayjs: '^1.10.7' }, ['dayjs']),
      pkg('@mui/x-date-pickers-pro', { dayjs: '^1.10.7' }, ['dayjs']),
      { name: '@mui/x-license', version: '8.8.0', peerDependencies: { react: PEERS.react }, optionalPeers: [] },
    ],
    installedVersion: (name) => ({ '@mui/material': '7.3.9', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1' })[name] ?? null,
  };
}
