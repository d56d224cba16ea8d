// The whole bench, as `npm run bench` runs it without a flag: every section in turn, the figures
// printed at the end and written to test-results/bench.json.
import fs from 'node:fs';
import path from 'node:path';
import { describeScript, kB, measureFirstLoad } from '../../../src/node/quality/budgets';
import { listPages } from '../../../src/node/quality/builtPages';
import { measureDemoLoading, printDemoLoading } from '../demoLoading';
import { printFirstTouch } from '../firstTouch/printFirstTouch';
import { measureSearch, printSearchFigures } from '../searchBench';
import { measureStartCost, printStartCost } from '../startCost';
import { measureTransfers, printTransfers } from '../transferSizes';
import { measureApiGeneration } from './apiGeneration';
import { measureSyntheticTree, printScale } from './atScale';
import { DEMO_PAGE, LIGHTHOUSE_PAGES, OUT, PROSE_PAGE } from './benchRoutes';
import { directorySize, measureBuild } from './buildFigures';
import { countDemos, measureGenerate } from './demoGeneration';
import { firstLoadOf } from './firstLoad';
import { runFirstTouch, type TouchOptions } from './firstTouchSection';
import { printLighthouse, runLighthouse } from './lighthouse';
import { withStaticServer } from './localServer';

/** The sections that load the built site in a browser, in the order the full run takes them. */
async function measureInBrowser(origin: string, touch: TouchOptions) {
  const search = await measureSearch(origin, OUT);
  console.log('Scrolling a page of demos…');
  const demoLoading = await measureDemoLoading(origin, DEMO_PAGE, OUT);
  console.log('Running Lighthouse…');
  const lighthouseResults = await runLighthouse(origin);
  console.log('Starting pages on first use…');
  const startCost = await measureStartCost(origin, LIGHTHOUSE_PAGES);
  console.log('Tapping pages on a phone…');
  const firstTouch = await runFirstTouch(origin, touch);
  return { search, demoLoading, lighthouseResults, startCost, firstTouch };
}

export async function runFullBench(touch: TouchOptions) {
  console.log('Generating the API reference…');
  const apiGeneration = measureApiGeneration();
  console.log('Generating demos (cold, then warm)…');
  const generate = await measureGenerate(process.cwd());
  const demos = countDemos();
  console.log('Building (cold)…');
  const build = await measureBuild();
  const pages = listPages(OUT);
  const output = directorySize(OUT);
  const loads = measureFirstLoad(
    pages.map(({ route, file }) => ({ route, html: fs.readFileSync(file, 'utf8') })),
    (src) => describeScript(fs.readFileSync(path.join(OUT, decodeURIComponent(src)))),
  );

  const proseFirstLoad = firstLoadOf(OUT, PROSE_PAGE);
  const transfers = measureTransfers(OUT, pages, { route: PROSE_PAGE, scripts: proseFirstLoad.scripts });
  console.log('Building a synthetic tree of 800+ demos…');
  const synthetic = await measureSyntheticTree();

  const { search, demoLoading, lighthouseResults, startCost, firstTouch } = await withStaticServer(OUT, (origin) => measureInBrowser(origin, touch));

  const report = {
    date: new Date().toISOString(),
    build,
    pages: pages.length,
    output: { megabytes: Number((output.bytes / 1024 / 1024).toFixed(1)), files: output.files },
    transfers,
    firstLoadGzipKB: Object.fromEntries(loads.map((load) => [load.route, Number((load.gzip / 1024).toFixed(1))])),
    apiGeneration,
    generate,
    scale: { today: { demos, generate, build, proseFirstLoad }, synthetic },
    demoLoading,
    lighthouse: lighthouseResults,
    startCost,
    search,
    firstTouch,
  };

  console.log(`\nBuild: ${build.wallSeconds.toFixed(1)} s wall, ${build.peakRssMB} MB peak RSS`);
  console.log(`Pages: ${report.pages}; out/: ${report.output.megabytes} MB in ${report.output.files} files`);
  const gzip = loads.map((load) => load.gzip).sort((a, b) => a - b);
  console.log(`First-load JS (gzip): min ${kB(gzip[0])}, median ${kB(gzip[Math.floor(gzip.length / 2)])}, max ${kB(gzip[gzip.length - 1])}`);
  for (const [name, route] of Object.entries(LIGHTHOUSE_PAGES)) {
    console.log(`  ${name.padEnd(10)} ${kB(loads.find((load) => load.route === route)?.gzip ?? 0)}  ${route}`);
  }
  console.log(
    `API reference: ${apiGeneration.pages} pages, ${apiGeneration.megabytes} MB of JSON; generated in ${apiGeneration.coldSeconds} s cold, ${apiGeneration.cachedMs} ms cached; ${apiGeneration.undescribed} props without a description`,
  );
  printTransfers(transfers);
  printScale({ demos, generate, build, proseFirstLoad }, synthetic);
  printDemoLoading(demoLoading);
  printSearchFigures(search);
  printLighthouse(lighthouseResults);
  printStartCost(startCost);
  printFirstTouch(firstTouch, touch.runs);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote test-results/bench.json');
}
