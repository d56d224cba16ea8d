import type { MuiPage } from './navTypes';

export interface NavIndex {
  byPathname: Map<string, MuiPage>;
  parentOf: Map<MuiPage, MuiPage | null>;
}

export interface ActivePage {
  activePage: MuiPage | null;
  /** Ancestors of the active page, nearest first. */
  activePageParents: MuiPage[];
}

/**
 * A docs page can be reached with a tab segment or an API sub-route; they all designate the same
 * nav entry, so those parts are stripped before matching.
 */
export function normalizePathname(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0];
  const stripped = withoutQuery
    .replace(/\/\[docsTab\]/g, '')
    .replace(/components-api/g, '')
    .replace(/hooks-api/g, '')
    .replace(/\/{2,}/g, '/');
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') : stripped;
}

function isSharedPath(pathname: string): boolean {
  return pathname.includes('components-api') || pathname.includes('hooks-api');
}

/**
 * Indexes the tree by normalised pathname. Two nodes on one path would make the active-page lookup
 * ambiguous, so that is a hard error.
 */
export function buildNavIndex(pages: readonly MuiPage[]): NavIndex {
  const byPathname = new Map<string, MuiPage>();
  const parentOf = new Map<MuiPage, MuiPage | null>();

  const visit = (nodes: readonly MuiPage[], parent: MuiPage | null) => {
    for (const node of nodes) {
      parentOf.set(node, parent);
      if (!isSharedPath(node.pathname)) {
        const key = normalizePathname(node.pathname);
        if (byPathname.has(key)) {
          throw new Error(`Duplicated pathname ${key} in pages`);
        }
        byPathname.set(key, node);
      }
      if (node.children) visit(node.children, node);
    }
  };
  visit(pages, null);
  return { byPathname, parentOf };
}

export function findActivePage(index: NavIndex, pathname: string): ActivePage {
  const activePage = index.byPathname.get(normalizePathname(pathname)) ?? null;
  const activePageParents: MuiPage[] = [];
  let parent = activePage ? index.parentOf.get(activePage) : null;
  while (parent) {
    activePageParents.push(parent);
    parent = index.parentOf.get(parent) ?? null;
  }
  return { activePage, activePageParents };
}
