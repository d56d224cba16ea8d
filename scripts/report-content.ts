// `npm run report:content`: which nav pages still have no markdown, and markdown that no page uses.
import { contentStatus } from '../src/build/content/contentStatus';
import { markdownPathForRoute } from '../src/build/markdown/contentPath';
import { exportedRoutes } from '../src/shared/nav/siteNav';

const { written, generated, missing, orphans } = contentStatus(exportedRoutes);

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
