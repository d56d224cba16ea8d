// Prints first-load JavaScript per route (raw and gzip) and the heaviest HTML pages, and fails when a budget is broken.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkBudgets,
  checkHtmlBudget,
  describeScript,
  heaviestHtml,
  kB,
  measureFirstLoad,
  measureHtml,
  FIRST_LOAD_LIMIT,
  HTML_LIMIT,
  type ScriptInfo,
} from '../src/node/quality/budgets';
import { listPages } from '../src/node/quality/builtPages';

const outDir = path.resolve(process.argv[2] ?? 'out');
const cache = new Map<string, ScriptInfo>();
const script = (src: string): ScriptInfo => {
  let info = cache.get(src);
  if (!info) {
    info = describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(src).replace(/^\//, ''))));
    cache.set(src, info);
  }
  return info;
};

const pages = listPages(outDir).map(({ route, file }) => ({ route, html: fs.readFileSync(file, 'utf8') }));
const loads = measureFirstLoad(pages, script);

console.log('First-load JS per route (raw / gzip):');
for (const load of loads) {
  console.log(`  ${kB(load.raw).padStart(9)} / ${kB(load.gzip).padStart(8)}  ${load.route}${load.demos.length ? `  (${load.demos.length} demos)` : ''}`);
}
// Pages that load no script (the fallback pages at redirected addresses) would only hide the minimum.
const withScripts = loads.filter((load) => load.scripts.length > 0);
const gzip = withScripts.map((load) => load.gzip);
const largest = Math.max(...gzip);
console.log(`\n${withScripts.length} routes with scripts (${loads.length - withScripts.length} without); first-load gzip min ${kB(Math.min(...gzip))}, max ${kB(largest)}.`);
const largestDemoPage = Math.max(0, ...loads.filter((load) => load.demos.length > 0).map((load) => load.gzip));
console.log(
  `Budget ${kB(FIRST_LOAD_LIMIT)} for every page: largest ${kB(largest)} (${kB(FIRST_LOAD_LIMIT - largest)} to spare); largest page with demos ${kB(largestDemoPage)}.`,
);

const html = measureHtml(pages);
console.log(`\nHTML with its data (raw / gzip), budget ${kB(HTML_LIMIT)} gzip; the five heaviest:`);
for (const size of heaviestHtml(html)) console.log(`  ${kB(size.raw).padStart(9)} / ${kB(size.gzip).padStart(8)}  ${size.route}`);

const problems = [...checkBudgets(loads, script), ...checkHtmlBudget(html)];
if (problems.length) {
  console.error(`\n${problems.length} budget problems:`);
  for (const problem of problems) console.error(`  ${problem.route}: ${problem.reason}`);
  process.exit(1);
}
console.log('All budgets met.');
