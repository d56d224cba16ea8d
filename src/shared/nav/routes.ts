import type { HiddenRoute, MuiPage } from './navTypes';

export function isExternal(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}

/** Leaves of the tree, depth first, in drawer order. */
export function collectLeaves(pages: readonly MuiPage[]): MuiPage[] {
  const leaves: MuiPage[] = [];
  const visit = (nodes: readonly MuiPage[]) => {
    for (const node of nodes) {
      if (node.children?.length) visit(node.children);
      else leaves.push(node);
    }
  };
  visit(pages);
  return leaves;
}

/** Every site path that gets an HTML file: internal nav leaves plus the hidden routes. */
export function exportedPathnames(
  pages: readonly MuiPage[],
  hiddenRoutes: readonly HiddenRoute[],
): string[] {
  const leaves = collectLeaves(pages)
    .map((page) => page.pathname)
    .filter((pathname) => !isExternal(pathname));
  return [...leaves, ...hiddenRoutes.map((route) => route.pathname)];
}

/** `/x/react-data-grid/sorting` → `['react-data-grid', 'sorting']` for `pages/x/[...slug]`. */
export function pathnameToSlug(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'x') throw new Error(`Route ${pathname} is not under /x/`);
  return parts.slice(1);
}

export function slugToPathname(slug: readonly string[]): string {
  return `/x/${slug.join('/')}`;
}

/** Links on the site always carry the trailing slash that the static export writes. */
export function withTrailingSlash(pathname: string): string {
  if (isExternal(pathname)) return pathname;
  const [path, hash] = pathname.split('#');
  const slashed = path.endsWith('/') ? path : `${path}/`;
  return hash === undefined ? slashed : `${slashed}#${hash}`;
}

/**
 * Where a page's Markdown twin is published (written by `src/node/seo/markdownTwin/writeMarkdownTwins.ts`):
 * `/x/react-data-grid/pagination` → `/x/react-data-grid/pagination.md`.
 */
export function markdownTwinPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}.md`;
}
