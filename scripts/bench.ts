// `npm run bench`: measures the site and prints the figures (nothing here is a pass/fail gate).
// API reference generation time and data size, demo generation cold and warm, build wall time
// and peak memory, page count, output size, first-load JS per route, transfer sizes (the five
// heaviest pages and the prose page's first load, raw, gzip and Brotli), the same at scale (a copy
// of the project built before and after 800+ synthetic demos are added,
// scripts/lib/syntheticTree.ts), the JS a five-demo page loads before and after the reader
// scrolls it, search (index build time and size, the first query's download, keypress to first
// result cold and warm), and Lighthouse (mobile median of 3, and desktop) on a prose page, an API
// page and two pages of demos, served with the build's compressed twins; then what starting those pages' code on first use
// costs (scripts/lib/startCost.ts), which the load figures leave out; and the first touch
// (scripts/lib/firstTouch/): taps on a phone timed to their visible answer, beside VitePress and
// Starlight with `--peers` (built from ../shared/peers when missing), and a scroll to a demo of
// each product timed to its content on screen.
// `--scale-only`, `--search-only`, `--lighthouse-only`, `--first-touch-only` (`--touch-runs=N`) and `--transfer-only` run those parts alone against the
// current out/. `--sweep-scale` (not part of the full run: it takes as long as CI's sweep) sweeps
// a copy with the synthetic demos as CI does and prints its time.
// Figures are also written to test-results/bench.json. Lighthouse runs in its own node process
// (scripts/lib/run-lighthouse.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describeScript, kB, measureFirstLoad } from '../src/build/quality/budgets';
import { listPages } from '../src/build/quality/builtPages';
import { NAV_DRAWER_ID, SETTINGS_PANEL_ID, VERSION_MENU_ID } from '../src/shared/nav/shellIds';
import { generateApi } from './lib/generateApi';
import { measureDemoLoading, type DemoLoading, type LoadStage } from './lib/demoLoading';
import { measureDemoAppearance } from './lib/firstTouch/demoAppearance';
import { measureDemoTaps } from './lib/firstTouch/demoTaps';
import { measureFirstTouch } from './lib/firstTouch/measureFirstTouch';
import { printFirstTouch } from './lib/firstTouch/printFirstTouch';
import type { TouchFigures } from './lib/firstTouch/touchAnswers';
import type { TouchSite } from './lib/firstTouch/touchTaps';
import { servePeers } from './lib/peerSites';
import { measureSearch, printSearchFigures, type SearchFigures } from './lib/searchBench';
import { measureStartCost, printStartCost, type StartCost } from './lib/startCost';
import { copyProject, timedRun } from './lib/syntheticTree';
import { measureTransfers, printTransfers } from './lib/transferSizes';
import { createStaticServer } from './serve-static.mjs';

const OUT = path.resolve('out');
/** A page with no demos, whose first load must not depend on how many demos the site has. */
const PROSE_PAGE = '/x/introduction/installation/';
/** A page with five demos, most of them below the fold. */
const DEMO_PAGE = '/x/react-date-pickers/date-picker/';
/** The issue's four kinds of page: prose, API, grid demos, picker demos. */
const LIGHTHOUSE_PAGES = {
  prose: PROSE_PAGE,
  api: '/x/api/data-grid/data-grid/',
  'grid demos': '/x/react-data-grid/pagination/',
  'picker demos': DEMO_PAGE,
};

async function measureBuild() {
  fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const { seconds, peakRssMB } = await timedRun('npm', ['run', '--silent', 'build'], process.cwd());
  return { wallSeconds: seconds, peakRssMB };
}

/** First-load JS of one route of a built tree, raw and gzip, and the scripts it is made of. */
function firstLoadOf(outDir: string, route: string): { raw: number; gzip: number; scripts: string[] } {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const [load] = measureFirstLoad([{ route, html }], (src) => describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(src)))));
  return { raw: load.raw, gzip: load.gzip, scripts: load.scripts };
}

/** `npm run generate` of a tree with an empty demo cache, then again with it full. */
async function measureGenerate(dir: string) {
  fs.rmSync(path.join(dir, 'node_modules/.cache/docs-demos'), { recursive: true, force: true });
  const cold = await timedRun('npx', ['tsx', 'scripts/generate.ts'], dir);
  const warm = await timedRun('npx', ['tsx', 'scripts/generate.ts'], dir);
  return { coldSeconds: cold.seconds, warmSeconds: warm.seconds };
}

/**
 * The engine with more demos than the content has: a temporary copy of the project, built as it
 * is, then again with five demos on every page that has none but the prose page. Generation cold
 * and warm, the cold build, and the first-load JS of the prose page in both builds, which must match.
 */
async function measureSyntheticTree() {
  const copy = copyProject(process.cwd());
  try {
    console.log(`Building a copy of today's tree in ${copy.dir}…`);
    await timedRun('npm', ['run', '--silent', 'build'], copy.dir);
    const outDir = path.join(copy.dir, 'out');
    const baselineProseFirstLoad = firstLoadOf(outDir, PROSE_PAGE);
    const { plan, demos } = copy.addSyntheticDemos([PROSE_PAGE]);
    console.log(`Synthetic tree: ${demos} demos (${plan.demos} copied onto ${plan.pages} pages)`);
    const generate = await measureGenerate(copy.dir);
    fs.rmSync(path.join(copy.dir, '.next'), { recursive: true, force: true });
    const build = await timedRun('npm', ['run', '--silent', 'build'], copy.dir);
    const loads = measureFirstLoad(
      listPages(outDir).map(({ route, file }) => ({ route, html: fs.readFileSync(file, 'utf8') })),
      (src) => describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(src)))),
    );
    return {
      demos,
      pagesWithCopies: plan.pages,
      generate,
      build: { wallSeconds: build.seconds, peakRssMB: build.peakRssMB },
      baselineProseFirstLoad,
      proseFirstLoad: firstLoadOf(outDir, PROSE_PAGE),
      maxFirstLoadGzip: Math.max(...loads.map((load) => load.gzip)),
    };
  } finally {
    // BENCH_KEEP_COPY=1 keeps the copy, to look into a first load that changed.
    if (process.env.BENCH_KEEP_COPY) console.log(`The copy is kept in ${copy.dir}`);
    else fs.rmSync(copy.dir, { recursive: true, force: true });
  }
}

type SyntheticFigures = Awaited<ReturnType<typeof measureSyntheticTree>>;

/**
 * The page sweep, CI's longest step, with more demos than the content has: a copy of the project
 * with five demos on every page that has none, built as the tests build it, then swept as CI
 * sweeps (CI=true: two workers, nginx). Prints its wall time and where the time went. Needs the
 * test ports free (no other `npm test` running). Takes about as long as the sweep itself.
 */
async function measureSweepAtScale() {
  const copy = copyProject(process.cwd());
  // nginx's workers run as another user: the temporary folder (0700) must let them read out/.
  fs.chmodSync(copy.dir, 0o755);
  try {
    const { plan, demos } = copy.addSyntheticDemos([PROSE_PAGE]);
    console.log(`Synthetic tree: ${demos} demos (${plan.demos} copied onto ${plan.pages} pages), in ${copy.dir}; building…`);
    await timedRun('npm', ['run', '--silent', 'build:test'], copy.dir);
    console.log('Sweeping every page as CI does…');
    const started = Date.now();
    // A failing page does not stop the figures: the sweep of a synthetic tree is measured, not judged.
    spawnSync('npx', ['playwright', 'test', '--project=sweep', '--reporter=dot'], { cwd: copy.dir, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    const minutes = (Date.now() - started) / 60_000;
    console.log(`\nSweep at ${demos} demos: ${minutes.toFixed(1)} min wall on ${os.cpus().length} cores`);
    spawnSync('node', ['scripts/lib/sweep-summary.mjs', path.join(copy.dir, 'test-results', 'sweep-times.jsonl')], { stdio: 'inherit' });
  } finally {
    if (process.env.BENCH_KEEP_COPY) console.log(`The copy is kept in ${copy.dir}`);
    else fs.rmSync(copy.dir, { recursive: true, force: true });
  }
}

function printScale(real: { generate: { coldSeconds: number; warmSeconds: number }; build: { wallSeconds: number; peakRssMB: number }; demos: number; proseFirstLoad: { raw: number; gzip: number } }, synthetic: SyntheticFigures) {
  console.log(`\nAt scale               demos   generate cold / warm   build wall / peak RSS   ${PROSE_PAGE} first load (raw / gzip)`);
  // --scale-only reads today's tree from out/ without building it: no build figures to show.
  const buildFigures = ({ wallSeconds, peakRssMB }: typeof real.build) => (Number.isNaN(wallSeconds) ? 'not built here' : `${wallSeconds} s / ${peakRssMB} MB`);
  const row = (label: string, figures: typeof real) =>
    console.log(
      `  ${label.padEnd(20)} ${String(figures.demos).padStart(5)}   ${`${figures.generate.coldSeconds} s / ${figures.generate.warmSeconds} s`.padEnd(20)}   ${buildFigures(figures.build).padEnd(21)}   ${figures.proseFirstLoad.raw} B / ${figures.proseFirstLoad.gzip} B`,
    );
  row('today\'s tree', real);
  row('synthetic tree', synthetic);
  // Compared within the copy: the same tree built in another folder gets other chunk names.
  const { baselineProseFirstLoad: before, proseFirstLoad: after } = synthetic;
  // The bytes shipped are the criterion. Chunk names are content hashes, so a file that names
  // another chunk changes its name's characters (not its length) whenever that chunk changes
  // anywhere; gzip then packs the same number of bytes a few bytes differently.
  const same = before.raw === after.raw;
  const gzipNote = same && before.gzip !== after.gzip ? ` (gzip differs by ${after.gzip - before.gzip} B: other hashed chunk names, same length)` : '';
  console.log(
    `  prose page first load in the copy, before / after ${synthetic.demos - real.demos} more demos: ${before.raw} B / ${after.raw} B raw, ${before.gzip} B / ${after.gzip} B gzip: ${same ? `unchanged${gzipNote}` : 'CHANGED'}; largest first load in the synthetic tree ${kB(synthetic.maxFirstLoadGzip)}`,
  );
  if (!same) {
    const only = (a: string[], b: string[]) => a.filter((script) => !b.includes(script)).join(', ') || 'none';
    console.log(`  scripts only before: ${only(before.scripts, after.scripts)}; only after: ${only(after.scripts, before.scripts)}`);
  }
}

function directorySize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = directorySize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += fs.statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

type LighthouseResults = Record<string, Record<string, Record<string, number>>>;

async function runLighthouse(origin: string): Promise<LighthouseResults> {
  const child = spawn('node', ['scripts/lib/run-lighthouse.mjs', origin, JSON.stringify(LIGHTHOUSE_PAGES)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code: number = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Lighthouse failed with exit code ${code}`);
  return JSON.parse(output) as LighthouseResults;
}

function printDemoLoading(loading: DemoLoading) {
  const { firstLoad, beforeScroll, afterScroll } = loading;
  const line = (label: string, stage: LoadStage) =>
    console.log(
      `  ${label.padEnd(30)} ${kB(stage.gzip).padStart(9)} in ${String(stage.scripts).padStart(2)} scripts; demo code: ${
        stage.demos.length ? `${stage.demos.length} of ${loading.demosOnPage} (${stage.demos.map((id) => id.split('/').pop()).join(', ')})` : 'none'
      }`,
    );
  console.log(`\nJS of a page with ${loading.demosOnPage} demos (gzip), ${loading.route}, 1280×800:`);
  line('first load (the HTML scripts)', firstLoad);
  line('hydrated, before scrolling', beforeScroll);
  line('scrolled to the end', afterScroll);
}

/** Cold and cached generation of the API reference, and the size of what it writes. */
function measureApiGeneration() {
  fs.rmSync('src/shared/api/generated/stamp.json', { force: true });
  let started = performance.now();
  generateApi(process.cwd());
  const coldSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  generateApi(process.cwd());
  const cachedMs = performance.now() - started;
  const stamp = JSON.parse(fs.readFileSync('src/shared/api/generated/stamp.json', 'utf8')) as { pages: number; bytes: number; undescribed: number };
  return { coldSeconds: Number(coldSeconds.toFixed(1)), cachedMs: Math.round(cachedMs), pages: stamp.pages, megabytes: Number((stamp.bytes / 1024 / 1024).toFixed(2)), undescribed: stamp.undescribed };
}

function printLighthouse(lighthouseResults: LighthouseResults) {
  console.log('\nLighthouse (mobile: median of 3)     perf  a11y  best  seo    FCP ms   LCP ms  TBT ms  CLS    script kB  DOM nodes  observed: paint / load ms');
  for (const [name, presets] of Object.entries(lighthouseResults)) {
    for (const [preset, r] of Object.entries(presets)) {
      if (preset === 'flow') continue;
      console.log(
        `  ${`${name} ${preset}`.padEnd(33)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${String(r.fcpMs).padStart(7)}  ${String(r.lcpMs).padStart(7)}  ${String(r.tbtMs).padStart(6)}  ${String(r.cls).padEnd(5)}  ${String(r.scriptKB).padStart(9)}  ${String(r.domNodes).padStart(9)}  ${String(r.observedPaintMs).padStart(8)} / ${r.observedLoadMs}`,
      );
    }
  }
  console.log('\nLighthouse user flow, mobile with applied throttling (median of 3): the load, watched until quiet (the untouched page starts its code 5 s after load, inside it), then a tap on the title');
  console.log('                                   load perf  load TBT ms  tap TBT ms  tap INP ms  tap CLS');
  for (const [name, { flow }] of Object.entries(lighthouseResults)) {
    if (!flow) continue;
    console.log(`  ${name.padEnd(33)} ${String(flow.loadPerformance).padStart(9)}  ${String(flow.loadTbtMs).padStart(11)}  ${String(flow.tapTbtMs).padStart(10)}  ${String(flow.tapInpMs).padStart(10)}  ${flow.tapCls}`);
  }
  const late = Object.entries(lighthouseResults)
    .flatMap(([, presets]) => Object.entries(presets).filter(([preset]) => preset !== 'flow').map(([, r]) => r))
    .filter((r) => r.observedPaintMs > r.observedLoadMs + 500);
  if (late.length) {
    console.log(`  ${late.length} of these runs observed their first paint over 0.5 s after the load: headless Chromium withheld frames (lighthouse#17148), which inflates the simulated FCP and LCP.`);
  }
}

/** Our four page kinds as the first-touch section taps them. */
const touchSite = (origin: string): TouchSite => ({
  name: 'ours',
  origin,
  pages: LIGHTHOUSE_PAGES,
  selectors: {
    menu: `header button[popovertarget="${NAV_DRAWER_ID}"]`,
    search: '[data-testid="search-button"]',
    next: 'a[rel="next"]',
    settings: '[data-testid="settings-button"]',
    rightToLeft: `#${SETTINGS_PANEL_ID} label:has(input[value="rtl"])`,
    dark: `#${SETTINGS_PANEL_ID} label:has(input[value="dark"])`,
    version: `header button[popovertarget="${VERSION_MENU_ID}"]`,
  },
  answers: {
    settings: `#${SETTINGS_PANEL_ID} label`,
    rightToLeft: `#${SETTINGS_PANEL_ID} label:has(input[value="rtl"]:checked)`,
    dark: `#${SETTINGS_PANEL_ID} label:has(input[value="dark"]:checked)`,
    version: `#${VERSION_MENU_ID} a`,
  },
});

/** First touch on our pages and, with `--peers`, on the peer sites in the same run. */
const TOUCH_RUNS = Number(process.argv.find((arg) => arg.startsWith('--touch-runs='))?.split('=')[1] ?? 3);

async function runFirstTouch(origin: string): Promise<TouchFigures> {
  const peers = process.argv.includes('--peers') ? await servePeers(4490) : null;
  try {
    const only = process.argv.find((arg) => arg.startsWith('--touch-only='))?.split('=')[1] ?? '';
    const progress = (what: string) => console.log(`  ${what}`);
    const figures = await measureFirstTouch([touchSite(origin), ...(peers?.sites ?? [])], TOUCH_RUNS, progress, only);
    // Scrolling to a demo is ours alone: the peers' pages have no live demos.
    const demoFigures = {
      ...('scroll to a demo'.includes(only) ? (await measureDemoAppearance(origin, TOUCH_RUNS, progress)).ours : {}),
      ...(await measureDemoTaps(origin, TOUCH_RUNS, progress, only)).ours,
    };
    // A run of shell taps alone gets no empty column of demo figures.
    if (Object.keys(demoFigures).length > 0) Object.assign((figures.ours ??= {}), demoFigures);
    return figures;
  } finally {
    peers?.stop();
  }
}

async function main() {
  if (process.argv.includes('--first-touch-only')) {
    const server = createStaticServer(OUT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      printFirstTouch(await runFirstTouch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), TOUCH_RUNS);
    } finally {
      server.close();
    }
    return;
  }
  if (process.argv.includes('--search-only')) {
    // The search section alone, against out/ as built (it indexes out/ again to time the indexing).
    const server = createStaticServer(OUT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      printSearchFigures(await measureSearch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, OUT));
    } finally {
      server.close();
    }
    return;
  }
  if (process.argv.includes('--lighthouse-only')) {
    // Lighthouse alone, against out/ as built.
    const server = createStaticServer(OUT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      printLighthouse(await runLighthouse(origin));
      printStartCost(await measureStartCost(origin, LIGHTHOUSE_PAGES));
    } finally {
      server.close();
    }
    return;
  }
  if (process.argv.includes('--sweep-scale')) {
    await measureSweepAtScale();
    return;
  }
  if (process.argv.includes('--transfer-only')) {
    // Transfer sizes alone, from out/ as built.
    printTransfers(measureTransfers(OUT, listPages(OUT), { route: PROSE_PAGE, scripts: firstLoadOf(OUT, PROSE_PAGE).scripts }));
    return;
  }
  if (process.argv.includes('--scale-only')) {
    // The at-scale figures alone, against today's tree as built in out/.
    const realGenerate = await measureGenerate(process.cwd());
    const demos = Object.keys(JSON.parse(fs.readFileSync('src/client/demos/generated/manifest.json', 'utf8')) as object).length;
    const synthetic = await measureSyntheticTree();
    printScale({ generate: realGenerate, build: { wallSeconds: NaN, peakRssMB: NaN }, demos, proseFirstLoad: firstLoadOf(OUT, PROSE_PAGE) }, synthetic);
    return;
  }
  console.log('Generating the API reference…');
  const apiGeneration = measureApiGeneration();
  console.log('Generating demos (cold, then warm)…');
  const generate = await measureGenerate(process.cwd());
  const demos = Object.keys(JSON.parse(fs.readFileSync('src/client/demos/generated/manifest.json', 'utf8')) as object).length;
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

  const server = createStaticServer(OUT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let demoLoading: DemoLoading;
  let lighthouseResults: LighthouseResults;
  let startCost: Record<string, StartCost>;
  let search: SearchFigures;
  let firstTouch: TouchFigures;
  try {
    search = await measureSearch(origin, OUT);
    console.log('Scrolling a page of demos…');
    demoLoading = await measureDemoLoading(origin, DEMO_PAGE, OUT);
    console.log('Running Lighthouse…');
    lighthouseResults = await runLighthouse(origin);
    console.log('Starting pages on first use…');
    startCost = await measureStartCost(origin, LIGHTHOUSE_PAGES);
    console.log('Tapping pages on a phone…');
    firstTouch = await runFirstTouch(origin);
  } finally {
    server.close();
  }

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
  printFirstTouch(firstTouch, TOUCH_RUNS);
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote test-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
