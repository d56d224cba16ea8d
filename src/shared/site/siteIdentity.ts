/**
 * The site's name, origin and page titles, from the site model (data/site.ts): what tabs, cards,
 * canonical links, sitemaps and Markdown twins say the site is.
 */
import { site } from '../../../data/site';

/** The suite's name, as cards name the site (`og:site_name`). */
export const SITE_NAME = site.suite.name;

/**
 * Where the site is served: SITE_ORIGIN as the build was given it (`next build` inlines it into
 * the browser's code, the build scripts read it), else the model's origin.
 */
export const siteOrigin: string = process.env.SITE_ORIGIN || site.origin;

/** A page's full title, as its tab, its cards and its Open Graph image give it: `Sorting - MUI X`. */
export const fullTitle = (title: string): string => `${title}${site.titleSuffix}`;

/** The page's own title from its full title (what `fullTitle` added, taken off). */
export const ownTitle = (title: string): string => (title.endsWith(site.titleSuffix) ? title.slice(0, -site.titleSuffix.length) : title);
