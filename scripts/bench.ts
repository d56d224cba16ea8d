// `npm run bench`: measures the site and prints the figures (nothing here is a pass/fail gate).
// API reference generation time and data size, build wall time and peak memory, page count, output size, first-load JS per route, the JS a
// five-demo page loads before and after the reader scrolls it, search (index build time and
// size, the first query's download, keypress to first result cold and warm), and Lighthouse
// (mobile and desktop) on a prose page, a Data Grid page and an API page.
// Figures are also written to test-results/bench.json. Lighthouse runs in its own node process
// (scripts/lib/run-lighthouse.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describeScript, kB, measureFirstLoad } from '../src/quality/budgets';
import { listPages } from '../src/quality/site';
import { generateApi } from './lib/generateApi';
import { measureDemoLoading, type DemoLoading, type LoadStage } from './lib/demoLoading';
import { measureSearch, printSearchFigures, type SearchFigures } from './lib/searchBench';
// @ts-expect-error -- plain ES module without type declarations
import { createStaticServer } from './serve-static.mjs';

const OUT = path.resolve('out');
/** A page with five demos, most of them below the fold. */
const DEMO_PAGE = '/x/react-date-pickers/date-picker/';
const LIGHTHOUSE_PAGES = {
  prose: '/x/introduction/licensing/',
  'data-grid': '/x/react-data-grid/',
  api: '/x/api/data-grid/data-grid/',
};

/** Resident memory of a process and all its descendants, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function measureBuild() {
  fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`Build failed with exit code ${code}`);
  return { wallSeconds: (Date.now() - started) / 1000, peakRssMB: Math.round(peak / 1024 / 1024) };
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
  fs.rmSync('src/api/generated/stamp.json', { force: true });
  let started = performance.now();
  generateApi(process.cwd());
  const coldSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  generateApi(process.cwd());
  const cachedMs = performance.now() - started;
  const stamp = JSON.parse(fs.readFileSync('src/api/generated/stamp.json', 'utf8')) as { pages: number; bytes: number; undescribed: number };
  return { coldSeconds: Number(coldSeconds.toFixed(1)), cachedMs: Math.round(cachedMs), pages: stamp.pages, megabytes: Number((stamp.bytes / 1024 / 1024).toFixed(2)), undescribed: stamp.undescribed };
}

async function main() {
  console.log('Generating the API reference…');
  const apiGeneration = measureApiGeneration();
  console.log('Building (cold)…');
  const build = await measureBuild();
  const pages = listPages(OUT);
  const output = directorySize(OUT);
  const loads = measureFirstLoad(
    pages.map(({ route, file }) => ({ route, html: fs.readFileSync(file, 'utf8') })),
    (src) => describeScript(fs.readFileSync(path.join(OUT, decodeURIComponent(src)))),
  );

  const server = createStaticServer(OUT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let demoLoading: DemoLoading;
  let lighthouseResults: LighthouseResults;
  let search: SearchFigures;
  try {
    search = await measureSearch(origin, OUT);
    console.log('Scrolling a page of demos…');
    demoLoading = await measureDemoLoading(origin, DEMO_PAGE, OUT);
    console.log('Running Lighthouse…');
    lighthouseResults = await runLighthouse(origin);
  } finally {
    server.close();
  }

  const report = {
    date: new Date().toISOString(),
    build,
    pages: pages.length,
    output: { megabytes: Number((output.bytes / 1024 / 1024).toFixed(1)), files: output.files },
    firstLoadGzipKB: Object.fromEntries(loads.map((load) => [load.route, Number((load.gzip / 1024).toFixed(1))])),
    apiGeneration,
    demoLoading,
    lighthouse: lighthouseResults,
    search,
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
  printDemoLoading(demoLoading);
  printSearchFigures(search);
  console.log('\nLighthouse            perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  for (const [name, presets] of Object.entries(lighthouseResults)) {
    for (const [preset, r] of Object.entries(presets)) {
      console.log(
        `  ${`${name} ${preset}`.padEnd(19)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${String(r.lcpMs).padStart(7)}  ${String(r.tbtMs).padStart(6)}  ${r.cls}`,
      );
    }
  }
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync('test-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote test-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
