/**
 * Everything `npm run build` does after `next build` has exported the pages, in one process:
 *
 *   export          streamed boundaries inline, page data slimmed, scripts behind the first-use
 *                   loader, 404.html (src/node/export/finishExport.ts)
 *   grid-snapshots  still copies of the Data Grid demos' first screens, rendered in worker
 *                   processes (src/node/gridSnapshots/writeGridSnapshots.ts)
 *   twins           Markdown twins of guide and API pages (src/node/seo/markdownTwin/writeMarkdownTwins.ts)
 *   site-files      sitemap.xml, robots.txt, x/llms.txt (src/node/seo/writeSiteFiles.ts)
 *   og-images       Open Graph images (src/node/seo/ogImage/writeOgImages.ts)
 *   search          the search map and the Pagefind index (src/node/search/writeSearchIndex.ts)
 *   sw              the service worker (src/node/sw/writeServiceWorker.ts)
 *   hosting         redirects, headers, nginx block, fallback pages, compressed twins
 *                   (src/node/hosting/writeHostFiles.ts)
 *
 * Each step's lines start with its name and end with its time. Run from the project's root:
 *
 *   tsx scripts/build-site.ts                       every step, on out/
 *   tsx scripts/build-site.ts --only twins          one step alone, to debug it (repeat --only,
 *                                                   or separate names with commas, for several;
 *                                                   they run in the build's order)
 *   tsx scripts/build-site.ts --site <dir> …        on another copy of the export
 *
 * A step reads what the steps before it wrote, so a step alone runs on an export that has had
 * them (each leaves a page it has already done as it is). Flags of single steps:
 * `--dest <file>` and `--build-id <id>` (sw: where the worker goes, default <site>/x/sw.js, and the
 * build it names, default .next/BUILD_ID; tests simulate a deploy with them), `--nginx-root <dir>`,
 * `--nginx-listen <port>`, `--nginx-brotli on|off` (hosting: the nginx block's site folder, port
 * and Brotli twins; defaults /srv/mui-x-docs, 80, on).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FLAGS } from '../src/node/site/stepContext';
import { runSiteSteps, SITE_STEPS, stepsToRun, type SiteStep } from '../src/node/site/siteSteps';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'out' },
    only: { type: 'string', multiple: true, default: [] },
    dest: { type: 'string' },
    'build-id': { type: 'string' },
    'nginx-root': { type: 'string', default: DEFAULT_FLAGS.nginx.root },
    'nginx-listen': { type: 'string', default: DEFAULT_FLAGS.nginx.listen },
    'nginx-brotli': { type: 'string', default: DEFAULT_FLAGS.nginx.brotli ? 'on' : 'off' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`tsx scripts/build-site.ts [--site out] [--only <step>]…\n\n${SITE_STEPS.map((step) => `  ${step.name.padEnd(15)} ${step.does}`).join('\n')}`);
  process.exit(0);
}

const root = path.resolve(__dirname, '..');
if (realpathSync(process.cwd()) !== realpathSync(root)) {
  console.error(`build-site: run it from the project's root (${root}): the steps read data/, src/ and .next/ from there`);
  process.exit(1);
}

const fail = (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // Now: a step that failed half-way may leave a child running (Pagefind's service, a grid worker).
  process.exit(1);
};

let steps: SiteStep[] = [];
try {
  steps = stepsToRun(values.only.flatMap((names) => names.split(',')).filter(Boolean));
} catch (error) {
  fail(error);
}
runSiteSteps(steps, {
  site: values.site,
  root,
  flags: {
    swDest: values.dest,
    buildId: values['build-id'],
    nginx: { root: values['nginx-root'], listen: values['nginx-listen'], brotli: values['nginx-brotli'] === 'on' },
  },
}).catch(fail);
