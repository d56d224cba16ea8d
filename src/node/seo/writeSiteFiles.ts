/**
 * Writes the files crawlers read beside the export: `out/sitemap.xml` and `out/robots.txt`. Pages
 * come from the nav tree (every exported route, in drawer order), with what each says about itself
 * (title, description, canonical URL, noindex) from the page list (src/node/site/sitePages.ts),
 * worked out as the page's own props are. The files for coding agents are the `agent-files`
 * step's (src/node/agents/writeAgentFiles.ts). A step of scripts/build-site.ts.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderRobots, renderSitemap } from './siteFiles';
import { siteOrigin as origin } from '../../shared/site/siteIdentity';
import type { StepContext } from '../site/stepContext';

export function writeSiteFiles({ site: OUT, pages: sitePages, log }: StepContext): void {
  const urls: string[] = [];
  for (const page of sitePages().filter((listed) => listed.nav)) {
    const file = path.join(OUT, page.file);
    if (!existsSync(file)) throw new Error(`${file} is missing; the nav tree lists ${page.route} but the export has no page for it`);
    if (page.noindex) continue;
    if (!page.canonical) throw new Error(`${file} has no canonical link`);
    urls.push(page.canonical);
  }

  writeFileSync(path.join(OUT, 'sitemap.xml'), renderSitemap(urls));
  writeFileSync(path.join(OUT, 'robots.txt'), renderRobots(origin));
  log(`sitemap.xml and robots.txt list ${urls.length} pages`);
}
