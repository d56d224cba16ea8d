// `npm run report:content`: every guide route's figures (words, demos, API names in backticks and,
// when out/ holds a build, the API rows its links reach), which nav pages still have no markdown,
// and markdown that no page uses.
import fs from 'node:fs';
import path from 'node:path';
import { contentStatus } from '../src/node/content/contentStatus';
import { pageFigures } from '../src/node/content/pageFigures';
import { markdownPathForRoute } from '../src/node/markdown/contentPath';
import { exportedRoutes } from '../src/shared/nav/siteNav';

const { written, generated, missing, orphans } = contentStatus(exportedRoutes);

/** Distinct API rows the built page links to, or null without a build. */
function apiLinksInBuild(route: string): number | null {
  const file = path.join('out', route, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  return new Set([...html.matchAll(/<a href="([^"]+)" class="api-link"/g)].map((match) => match[1])).size;
}

console.log(`${'route'.padEnd(62)} ${'words'.padStart(6)} ${'demos'.padStart(5)} ${'names'.padStart(5)} ${'linked'.padStart(6)}`);
for (const route of written) {
  const figures = pageFigures(fs.readFileSync(markdownPathForRoute(route), 'utf8'));
  const linked = apiLinksInBuild(route);
  console.log(`${`${route}/`.padEnd(62)} ${String(figures.words).padStart(6)} ${String(figures.demos).padStart(5)} ${String(figures.apiNames).padStart(5)} ${String(linked ?? '–').padStart(6)}`);
}
console.log('');

console.log(`Pages not written yet (${missing.length}):`);
for (const route of missing) console.log(`  ${route}/  →  ${markdownPathForRoute(route)}`);
console.log('');
if (orphans.length) {
  console.log(`Markdown files no route renders (${orphans.length}):`);
  for (const file of orphans) console.log(`  ${file}`);
  console.log('');
}
console.log(
  `${written.length} of ${exportedRoutes.length - generated.length} guide pages written, ${missing.length} not written yet; ${generated.length} API pages drawn from the typings.`,
);
process.exitCode = orphans.length ? 1 : 0;
