/**
 * Gives the Data Grid demos of the exported pages a static first screen: the server HTML of a grid
 * demo is an empty box (the grid renders nothing on the server), so each demo is rendered in
 * jsdom and its header and first rows (≤ 12), with the Emotion rules they use, are put in the
 * box until the live grid replaces them (src/node/gridSnapshots/). Only grids whose box has a
 * pixel height from the demo get one: the live grid replacing the snapshot then moves nothing.
 *
 *   tsx scripts/build-site.ts --only grid-snapshots [--site <dir>]      (default: out)
 *
 * Runs after the export is final (finishExport.ts) and before anything reads or compresses its pages.
 * GRID_SNAPSHOT_WORKERS sets the number of rendering processes (src/shared/site/settings.ts). A demo that fails or
 * times out is skipped with its reason; a page whose HTML no longer matches the render fails the
 * step.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { snapshotPages, type SnapshotRunSummary } from './snapshotPages';
import type { RenderSettings } from './renderGridDemo';
import { filesUnder } from '../files/filesUnder';
import { toolSettings } from '../../shared/site/settings';
import type { StepContext } from '../site/stepContext';

const settingsFor = (root: string): RenderSettings => ({
  // Rendered once, wide; flex columns are fluid (cqw), so the snapshot fits the phone too.
  layout: { containerWidth: 960, viewportWidth: 1280, scrollbarSize: 0, fallbackHeight: 400 },
  dataDir: path.join(root, 'data'),
  maxRows: 12,
  timeoutMs: 6000,
  quietMs: 60,
  timeScale: 10,
});

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
    `${summary.pages} pages, ${summary.snapshots} snapshots, ${total} skipped${total ? ` (${reasons})` : ''}, ` +
    `+${(summary.bytesAdded / 1024).toFixed(1)} kB, ${summary.seconds.toFixed(1)} s${done}`
  );
}

export async function writeGridSnapshots({ site, root, log }: StepContext): Promise<void> {
  const outDir = path.resolve(site);
  if (!existsSync(outDir)) throw new Error(`${outDir} does not exist; run the export first`);
  const summary = await snapshotPages({
    pages: filesUnder(outDir, (name) => name === 'index.html'),
    rootDir: root,
    workers: workerCount(toolSettings.GRID_SNAPSHOT_WORKERS),
    settings: settingsFor(root),
    // The lines of snapshotPages name their step already ("grid snapshots: skipped …").
    log: (line) => console.log(line),
  });
  log(summaryLine(summary));
}
