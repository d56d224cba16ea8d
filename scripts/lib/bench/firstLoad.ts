// A built page's first load, as the scale and transfer sections compare it.
import fs from 'node:fs';
import path from 'node:path';
import { describeScript, measureFirstLoad } from '../../../src/node/quality/budgets';

/** First-load JS of one route of a built tree, raw and gzip, and the scripts it is made of. */
export function firstLoadOf(outDir: string, route: string): { raw: number; gzip: number; scripts: string[] } {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const [load] = measureFirstLoad([{ route, html }], (src) => describeScript(fs.readFileSync(path.join(outDir, decodeURIComponent(src)))));
  return { raw: load.raw, gzip: load.gzip, scripts: load.scripts };
}
