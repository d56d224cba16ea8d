import { pageMetaFromHtml } from '../pageMeta';
import type { OgCard } from '../../../shared/seo/ogImage/ogCard';
import { ogCardForRoute } from '../../../shared/seo/ogImage/ogImageMeta';
import { ogImagePath, ogImageUrl } from '../../../shared/seo/ogImage/ogImageUrl';

export interface OgImageJob {
  route: string;
  /** Site path of the image, `/x/og/….png`. */
  path: string;
  card: OgCard;
}

/**
 * The images to draw: one per route whose built page is not `noindex`, with the title that page
 * published. `readHtml` gives a route's built HTML, or null when the export has no such page.
 * Every problem is collected, then thrown in one error naming each page.
 */
export function ogImageJobs(routes: readonly string[], readHtml: (route: string) => string | null, origin: string): OgImageJob[] {
  const jobs: OgImageJob[] = [];
  const problems: string[] = [];
  for (const route of routes) {
    const html = readHtml(route);
    if (html === null) {
      problems.push(`${route}: the nav tree lists this page but the export has no HTML for it`);
      continue;
    }
    const meta = pageMetaFromHtml(html);
    if (meta.noindex) continue;
    if (!meta.title) {
      problems.push(`${route}: the built page has no <title>, and its Open Graph image shows the page title`);
      continue;
    }
    const expected = ogImageUrl(origin, route);
    if (meta.ogImage !== expected) {
      problems.push(`${route}: og:image is ${meta.ogImage ?? 'missing'}, expected ${expected} (is SITE_ORIGIN the same as for next build?)`);
      continue;
    }
    jobs.push({ route, path: ogImagePath(route), card: ogCardForRoute(route, meta.title) });
  }
  if (problems.length) {
    throw new Error(`build-og-images: ${problems.length} page(s) cannot get an Open Graph image:\n  ${problems.join('\n  ')}`);
  }
  return jobs;
}
