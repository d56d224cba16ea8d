import { pageToTitle } from './pageTitle';
import { findHiddenRoute, navIndex } from './siteNav';

/**
 * The title the nav gives a route (a hidden route's own), else the route itself: what a guide not
 * written yet is titled (its getStaticProps, and the build's page list, src/node/site/sitePages.ts).
 * Apart from siteNav.ts, which the browser's search box bundles: that bundle stays as it was.
 */
export function navTitleOf(pathname: string): string {
  const page = navIndex.byPathname.get(pathname) ?? findHiddenRoute(pathname);
  return page ? pageToTitle(page) : pathname;
}
