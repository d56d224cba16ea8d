import type { SitePage } from '../../site/sitePages';
import type { OgCard } from '../../../shared/seo/ogImage/ogCard';
import { ogCardForRoute } from '../../../shared/seo/ogImage/ogImageMeta';
import { ogImagePath } from '../../../shared/seo/ogImage/ogImageUrl';

export interface OgImageJob {
  route: string;
  /** Site path of the image, `/x/og/….png`. */
  path: string;
  card: OgCard;
}

/**
 * The images to draw: one per nav page that is not `noindex`, with the title its head gives (the
 * page list, src/node/site/sitePages.ts; `PageHead` names the same file, `ogImageMeta`).
 * `hasHtml` tells whether the export holds a page's file. Every problem is collected, then thrown
 * in one error naming each page.
 */
export function ogImageJobs(pages: readonly SitePage[], hasHtml: (file: string) => boolean): OgImageJob[] {
  const jobs: OgImageJob[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    if (!page.nav) continue;
    const { route } = page;
    if (!hasHtml(page.file)) {
      problems.push(`${route}: the nav tree lists this page but the export has no HTML for it`);
      continue;
    }
    if (page.noindex) continue;
    if (!page.title) {
      problems.push(`${route}: the page has no title, and its Open Graph image shows the page title`);
      continue;
    }
    jobs.push({ route, path: ogImagePath(route), card: ogCardForRoute(route, page.title) });
  }
  if (problems.length) {
    throw new Error(`${problems.length} page(s) cannot get an Open Graph image:\n  ${problems.join('\n  ')}`);
  }
  return jobs;
}
