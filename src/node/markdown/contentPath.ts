import { productOfContentFolder, productOfRouteSegment } from '../../shared/site/products';

/**
 * Where the markdown of a route lives, relative to the project root:
 * `/x/react-data-grid/sorting` → `data/data-grid/sorting/sorting.md`,
 * `/x/react-data-grid` → `data/data-grid/overview/overview.md`,
 * `/x/introduction` → `data/introduction/overview/overview.md`.
 */
export function markdownPathForRoute(pathname: string): string {
  const [x, first, ...rest] = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (x !== 'x' || !first) throw new Error(`No markdown location for ${pathname}`);
  const product = productOfRouteSegment(first)?.contentFolder ?? first;
  const segments = rest.length ? rest : ['overview'];
  const last = segments[segments.length - 1];
  return ['data', product, ...segments, `${last}.md`].join('/');
}

/** The inverse of `markdownPathForRoute`: `data/data-grid/overview/overview.md` → `/x/react-data-grid`. */
export function routeForMarkdownPath(file: string): string | null {
  const parts = file.replace(/\\/g, '/').split('/');
  if (parts[0] !== 'data' || parts.length < 4) return null;
  const [, product, ...rest] = parts;
  const name = rest.pop() as string;
  if (name !== `${rest[rest.length - 1]}.md`) return null;
  const segments = rest.length === 1 && rest[0] === 'overview' ? [] : rest;
  return ['', 'x', productOfContentFolder(product)?.routeSegment ?? product, ...segments].join('/');
}
