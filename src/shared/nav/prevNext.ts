import { isExternal } from './routes';
import type { MuiPage } from './navTypes';

/**
 * Pages in reading order for the prev/next links: depth-first, external links and pages hidden
 * from the drawer left out, and a group with a single child stands for that child.
 */
export function orderedPages(pages: readonly MuiPage[]): MuiPage[] {
  const ordered: MuiPage[] = [];
  const visit = (nodes: readonly MuiPage[]) => {
    for (const node of nodes) {
      if (node.inSideNav === false || isExternal(node.pathname)) continue;
      if (node.children?.length) visit(node.children);
      else ordered.push(node);
    }
  };
  visit(pages);
  return ordered;
}

export interface PrevNext {
  prev: MuiPage | null;
  next: MuiPage | null;
}

export function findPrevNext(ordered: readonly MuiPage[], activePage: MuiPage | null): PrevNext {
  const index = activePage ? ordered.indexOf(activePage) : -1;
  if (index === -1) return { prev: null, next: null };
  return { prev: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
