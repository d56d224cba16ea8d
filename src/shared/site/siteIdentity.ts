/**
 * The site's name, origin and page titles, from the site model (data/site.ts): what tabs, cards,
 * canonical links, sitemaps and Markdown twins say the site is.
 */
import { site } from '../../../data/site';
import { SITE_ORIGIN } from './settings';

/** The suite's name, as cards name the site (`og:site_name`). */
export const SITE_NAME = site.suite.name;

/** Where the site is served: the SITE_ORIGIN setting, which defaults to the model's origin. */
export const siteOrigin: string = SITE_ORIGIN;

/** A page's full title, as its tab, its cards and its Open Graph image give it: `Sorting - MUI X`. */
export const fullTitle = (title: string): string => `${title}${site.titleSuffix}`;

/** The page's own title from its full title (what `fullTitle` added, taken off). */
export const ownTitle = (title: string): string => (title.endsWith(site.titleSuffix) ? title.slice(0, -site.titleSuffix.length) : title);
