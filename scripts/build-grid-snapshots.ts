/**
 * Gives the Data Grid demos of the exported pages a static first screen: the server HTML of a grid
 * demo is an empty box (the grid renders nothing on the server), so each demo is rendered in
 * jsdom and its header and first rows (≤ 12), with the Emotion rules they use, are put in the
 * box until the live grid replaces them (src/build/gridSnapshots/). Only grids whose box has a
 * pixel height from the demo get one: the live grid replacing the snapshot then moves nothing.
 *
 *   tsx scripts/build-grid-snapshots.ts [outDir]      (default: out)
 *
 * Runs after the export is final (postbuild) and before anything reads or compresses its pages.
 * GRID_SNAPSHOT_WORKERS sets the number of rendering processes (src/shared/site/settings.ts). A demo that fails or
 * times out is skipped with its reason; a page whose HTML no longer matches the render fails the
 * step.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { snapshotPages, type SnapshotRunSummary } from '../src/build/gridSnapshots/snapshotPages';
import type { RenderSettings } from '../src/build/gridSnapshots/renderGridDemo';
import { filesUnder } from '../src/build/files/filesUnder';
import { toolSettings } from '../src/shared/site/settings';

const ROOT = path.resolve(__dirname, '..');

const SETTINGS: RenderSettings = {
  // Rendered once, wide; flex columns are fluid (cqw), so the snapshot fits the phone too.
  layout: { containerWidth: 960, viewportWidth: 1280, scrollbarSize: 0, fallbackHeight: 400 },
  dataDir: path.join(ROOT, 'data'),
  maxRows: 12,
  timeoutMs: 6000,
  quietMs: 60,
  timeScale: 10,
};

function workerCount(raw: string): number {
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`GRID_SNAPSHOT_WORKERS must be a whole number from 1, not "${raw}"`);
  return count;
}

function summaryLine(summary: SnapshotRunSummary): string {
  const skipped = [...summary.skipped].sort((a, b) => b[1] - a[1]);
  const total = skipped.reduce((sum, [, count]) => sum + count, 0);
  const reasons = skipped.map(([reason, count]) => `${count} ${reason}`).join(', ');
  const done = summary.alreadyDone > 0 ? `; ${summary.alreadyDone} pages already had them` : '';
  return (
    `grid snapshots: ${summary.pages} pages, ${summary.snapshots} snapshots, ${total} skipped${total ? ` (${reasons})` : ''}, ` +
    `+${(summary.bytesAdded / 1024).toFixed(1)} kB, ${summary.seconds.toFixed(1)} s${done}`
  );
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (!existsSync(outDir)) throw new Error(`grid snapshots: ${outDir} does not exist; run the export first`);
  const summary = await snapshotPages({
    pages: filesUnder(outDir, (name) => name === 'index.html'),
    rootDir: ROOT,
    workers: workerCount(toolSettings.GRID_SNAPSHOT_WORKERS),
    settings: SETTINGS,
    log: (line) => console.log(line),
  });
  console.log(summaryLine(summary));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
