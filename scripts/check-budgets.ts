// Prints first-load JavaScript per route (raw and gzip) and fails when a budget is broken.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkBudgets,
  describeScript,
  kB,
  measureFirstLoad,
  PROSE_FIRST_LOAD_LIMIT,
  type ScriptInfo,
} from '../src/quality/budgets';
import { listPages } from '../src/quality/site';

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
const gzip = loads.map((load) => load.gzip);
console.log(`\n${loads.length} routes; first-load gzip min ${kB(Math.min(...gzip))}, max ${kB(Math.max(...gzip))}.`);
const prose = loads.filter((load) => load.demos.length === 0).map((load) => load.gzip);
const largestProse = Math.max(...prose);
console.log(
  `Prose pages: largest ${kB(largestProse)}, budget ${kB(PROSE_FIRST_LOAD_LIMIT)} (${kB(PROSE_FIRST_LOAD_LIMIT - largestProse)} to spare).`,
);

const problems = checkBudgets(loads, script);
if (problems.length) {
  console.error(`\n${problems.length} budget problems:`);
  for (const problem of problems) console.error(`  ${problem.route}: ${problem.reason}`);
  process.exit(1);
}
console.log('All budgets met.');
