import { hiddenRoutes, pages } from '../../../data/pages';
import { buildNavIndex, findActivePage, type ActivePage } from './navIndex';
import { orderedPages } from './prevNext';
import { exportedPathnames } from './routes';
import type { HiddenRoute } from './navTypes';

// Built once when the site is compiled: a duplicated pathname fails the build here, before any
// page is rendered.
export const navIndex = buildNavIndex(pages);

for (const route of hiddenRoutes) {
  if (navIndex.byPathname.has(route.pathname)) {
    throw new Error(`Duplicated pathname ${route.pathname} in pages`);
  }
}

export const readingOrder = orderedPages(pages);

export const exportedRoutes: string[] = exportedPathnames(pages, hiddenRoutes);

export function findHiddenRoute(pathname: string): HiddenRoute | undefined {
  return hiddenRoutes.find((route) => route.pathname === pathname);
}

export function activePageOf(pathname: string): ActivePage {
  return findActivePage(navIndex, pathname);
}

export { pages, hiddenRoutes };
