const PRODUCT_FOLDERS: Record<string, string> = {
  'react-data-grid': 'data-grid',
  'react-date-pickers': 'date-pickers',
  'react-charts': 'charts',
  'react-tree-view': 'tree-view',
};

/**
 * Where the markdown of a route lives, relative to the project root:
 * `/x/react-data-grid/sorting` → `data/data-grid/sorting/sorting.md`,
 * `/x/react-data-grid` → `data/data-grid/overview/overview.md`,
 * `/x/introduction` → `data/introduction/overview/overview.md`.
 */
export function markdownPathForRoute(pathname: string): string {
  const [x, first, ...rest] = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (x !== 'x' || !first) throw new Error(`No markdown location for ${pathname}`);
  const product = PRODUCT_FOLDERS[first] ?? first;
  const segments = rest.length ? rest : ['overview'];
  const last = segments[segments.length - 1];
  return ['data', product, ...segments, `${last}.md`].join('/');
}
