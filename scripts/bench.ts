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
// Each section is a module of scripts/lib/bench/ (or of scripts/lib/, where it was already one);
// this file reads the flags and picks the sections.
import { listPages } from '../src/node/quality/builtPages';
import { measureScaleOfBuiltTree } from './lib/bench/atScale';
import { LIGHTHOUSE_PAGES, OUT, PROSE_PAGE } from './lib/bench/benchRoutes';
import { firstLoadOf } from './lib/bench/firstLoad';
import { runFirstTouch, type TouchOptions } from './lib/bench/firstTouchSection';
import { runFullBench } from './lib/bench/fullBench';
import { printLighthouse, runLighthouse } from './lib/bench/lighthouse';
import { withStaticServer } from './lib/bench/localServer';
import { measureSweepAtScale } from './lib/bench/sweepAtScale';
import { printFirstTouch } from './lib/firstTouch/printFirstTouch';
import { measureSearch, printSearchFigures } from './lib/searchBench';
import { measureStartCost, printStartCost } from './lib/startCost';
import { measureTransfers, printTransfers } from './lib/transferSizes';

const flag = (name: string) => process.argv.includes(name);
/** What follows `name=` in the first argument that starts with it. */
const valueOf = (name: string) => process.argv.find((arg) => arg.startsWith(`${name}=`))?.split('=')[1];

async function main() {
  const touch: TouchOptions = { runs: Number(valueOf('--touch-runs') ?? 3), peers: flag('--peers'), only: valueOf('--touch-only') ?? '' };
  if (flag('--first-touch-only')) {
    await withStaticServer(OUT, async (origin) => printFirstTouch(await runFirstTouch(origin, touch), touch.runs));
  } else if (flag('--search-only')) {
    // The search section alone, against out/ as built (it indexes out/ again to time the indexing).
    await withStaticServer(OUT, async (origin) => printSearchFigures(await measureSearch(origin, OUT)));
  } else if (flag('--lighthouse-only')) {
    // Lighthouse alone, against out/ as built.
    await withStaticServer(OUT, async (origin) => {
      printLighthouse(await runLighthouse(origin));
      printStartCost(await measureStartCost(origin, LIGHTHOUSE_PAGES));
    });
  } else if (flag('--sweep-scale')) {
    await measureSweepAtScale();
  } else if (flag('--transfer-only')) {
    // Transfer sizes alone, from out/ as built.
    printTransfers(measureTransfers(OUT, listPages(OUT), { route: PROSE_PAGE, scripts: firstLoadOf(OUT, PROSE_PAGE).scripts }));
  } else if (flag('--scale-only')) {
    await measureScaleOfBuiltTree();
  } else {
    await runFullBench(touch);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
