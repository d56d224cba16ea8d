/**
 * Writes the files machines read beside the export: `out/sitemap.xml`, `out/robots.txt` and
 * `out/x/llms.txt`. Pages come from the nav tree (every exported route, in drawer order); what
 * each says about itself (title, description, canonical URL, noindex) is read from its built
 * HTML, and llms.txt links the Markdown twins `scripts/build-markdown-twins.ts` wrote (it runs
 * first), so the files list exactly what was published.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageMetaFromHtml } from '../src/build/seo/pageMeta';
import { renderLlmsTxt, renderRobots, renderSitemap, type IndexedPage } from '../src/build/seo/siteFiles';
import { pageToTitle } from '../src/shared/nav/pageTitle';
import { markdownTwinPath } from '../src/shared/nav/routes';
import { activePageOf, exportedRoutes } from '../src/shared/nav/siteNav';
import { siteOrigin as origin } from '../src/shared/site/siteIdentity';

const OUT = 'out';

const pages: IndexedPage[] = [];
for (const route of exportedRoutes) {
  const file = path.join(OUT, route, 'index.html');
  if (!existsSync(file)) throw new Error(`build-site-files: ${file} is missing; the nav tree lists ${route} but the export has no page for it`);
  const meta = pageMetaFromHtml(readFileSync(file, 'utf8'));
  if (meta.noindex) continue;
  if (!meta.canonical) throw new Error(`build-site-files: ${file} has no canonical link`);
  const top = activePageOf(route).activePageParents.at(-1);
  const twin = markdownTwinPath(route);
  const markdownUrl = existsSync(path.join(OUT, twin)) ? `${origin}${twin}` : null;
  pages.push({ url: meta.canonical, title: meta.title, description: meta.description, group: top ? pageToTitle(top) : null, markdownUrl });
}

writeFileSync(path.join(OUT, 'sitemap.xml'), renderSitemap(pages));
writeFileSync(path.join(OUT, 'robots.txt'), renderRobots(origin));
writeFileSync(
  path.join(OUT, 'x', 'llms.txt'),
  renderLlmsTxt('MUI X', 'Documentation of MUI X: advanced React components for data grids, date and time pickers, charts and tree views, built on Material UI.', pages),
);
const twins = pages.filter((page) => page.markdownUrl !== null).length;
console.log(`build-site-files: sitemap.xml and robots.txt list ${pages.length} pages, x/llms.txt the ${twins} with a Markdown twin`);
