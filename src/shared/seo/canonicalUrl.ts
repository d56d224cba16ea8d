import { withTrailingSlash } from '../nav/routes';

/** The address an indexable page gives as its own (canonical link, `og:url`, sitemap). */
export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin}${withTrailingSlash(pathname)}`;
}
