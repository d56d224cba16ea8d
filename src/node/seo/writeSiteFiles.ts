/**
 * Writes the files machines read beside the export: `out/sitemap.xml`, `out/robots.txt` and
 * `out/x/llms.txt`. Pages come from the nav tree (every exported route, in drawer order), with
 * what each says about itself (title, description, canonical URL, noindex, Markdown twin) from
 * the page list (src/node/site/sitePages.ts), worked out as the page's own props are; llms.txt
 * links the Markdown twins the twins step wrote (it runs first). A step of scripts/build-site.ts.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderLlmsTxt, renderRobots, renderSitemap, type IndexedPage } from './siteFiles';
import { pageToTitle } from '../../shared/nav/pageTitle';
import { activePageOf } from '../../shared/nav/siteNav';
import { siteOrigin as origin } from '../../shared/site/siteIdentity';
import type { StepContext } from '../site/stepContext';

export function writeSiteFiles({ site: OUT, pages: sitePages, log }: StepContext): void {
  const pages: IndexedPage[] = [];
  for (const page of sitePages().filter((listed) => listed.nav)) {
    const file = path.join(OUT, page.file);
    if (!existsSync(file)) throw new Error(`${file} is missing; the nav tree lists ${page.route} but the export has no page for it`);
    if (page.noindex) continue;
    if (!page.canonical) throw new Error(`${file} has no canonical link`);
    const top = activePageOf(page.route).activePageParents.at(-1);
    const markdownUrl = page.markdownTwin ? `${origin}${page.markdownTwin}` : null;
    pages.push({ url: page.canonical, title: page.title, description: page.description, group: top ? pageToTitle(top) : null, markdownUrl });
  }

  writeFileSync(path.join(OUT, 'sitemap.xml'), renderSitemap(pages));
  writeFileSync(path.join(OUT, 'robots.txt'), renderRobots(origin));
  writeFileSync(
    path.join(OUT, 'x', 'llms.txt'),
    renderLlmsTxt('MUI X', 'Documentation of MUI X: advanced React components for data grids, date and time pickers, charts and tree views, built on Material UI.', pages),
  );
  const twins = pages.filter((page) => page.markdownUrl !== null).length;
  log(`sitemap.xml and robots.txt list ${pages.length} pages, x/llms.txt the ${twins} with a Markdown twin`);
}
