import { hiddenRoutes, navTree } from '../../../data/navTree';
import { buildNavIndex, findActivePage, type ActivePage } from './navIndex';
import { orderedPages } from './prevNext';
import { exportedPathnames } from './routes';
import type { HiddenRoute } from './navTypes';

// Built once when the site is compiled: a duplicated pathname fails the build here, before any
// page is rendered.
export const navIndex = buildNavIndex(navTree);

for (const route of hiddenRoutes) {
  if (navIndex.byPathname.has(route.pathname)) {
    throw new Error(`Duplicated pathname ${route.pathname} in the nav tree (data/navTree.ts)`);
  }
}

export const readingOrder = orderedPages(navTree);

export const exportedRoutes: string[] = exportedPathnames(navTree, hiddenRoutes);

export function findHiddenRoute(pathname: string): HiddenRoute | undefined {
  return hiddenRoutes.find((route) => route.pathname === pathname);
}

export function activePageOf(pathname: string): ActivePage {
  return findActivePage(navIndex, pathname);
}

export { navTree, hiddenRoutes };
