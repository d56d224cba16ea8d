// Prints what the page sweep's time went to, from the lines test/quality/sweep.spec.ts appends to
// test-results/sweep-times.jsonl: `npm test` ends with it, so a CI log's tail says where the
// sweep's minutes went (navigation, demos coming to life, axe) without its thousand lines.
import fs from 'node:fs';

const file = process.argv[2] ?? 'test-results/sweep-times.jsonl';
if (!fs.existsSync(file)) process.exit(0);
const lines = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
// A visit stuck past the sweep's deadline leaves a `stuck` line before its retry.
const stuck = lines.filter((line) => line.stuck);
const visits = lines.filter((line) => !line.stuck);
if (lines.length === 0) process.exit(0);

const groups = new Map();
for (const visit of visits) {
  const key = `${visit.label}, ${visit.demos > 0 ? 'with demos' : 'no demos'}`;
  const group = groups.get(key) ?? { visits: 0, demos: 0, total: 0, open: 0, live: 0, axe: 0, second: 0 };
  group.visits += 1;
  group.demos += visit.demos;
  group.total += visit.total;
  group.open += visit.open;
  group.live += visit.live;
  group.axe += visit.axe;
  group.second += visit.second ?? 0;
  groups.set(key, group);
}
const s = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
const avg = (ms, n) => `${Math.round(ms / n)}`.padStart(6);
console.log('\nSweep: page visits by kind (sum over both workers; mean ms per visit: open, demos live, axe, second look)');
for (const [key, g] of [...groups].sort()) {
  console.log(`  ${key.padEnd(44)} ${String(g.visits).padStart(4)} visits ${String(g.demos).padStart(4)} demos ${s(g.total)}  ${avg(g.open, g.visits)} ${avg(g.live, g.visits)} ${avg(g.axe, g.visits)} ${avg(g.second, g.visits)}`);
}
const slowest = [...visits].sort((a, b) => b.total - a.total).slice(0, 3);
console.log(`  slowest: ${slowest.map((v) => `${v.url} (${v.label}) ${v.total} ms`).join('; ')}`);
for (const visit of stuck) console.log(`  stuck, tried again: ${visit.url} (${visit.label}) at ${visit.stuck}`);
