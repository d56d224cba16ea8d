/**
 * The build step over an export: finds the pages with Data Grid demos, renders each demo once in
 * the workers, and rewrites each page as soon as all its demos are in (the page's parse then runs
 * while workers wait on demo timers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { findGridDemos } from './findGridDemos';
import { planSnapshots } from './insertSnapshots';
import type { RenderSettings } from './renderGridDemo';
import { renderInWorkers } from './runWorkers';
import { fitToBudget } from './snapshotBudget';
import type { DemoOutcome, GridSnapshot, SkipReason } from './snapshotTypes';

export interface SnapshotRunOptions {
  /** Exported pages (`…/index.html`) to look at. */
  pages: readonly string[];
  rootDir: string;
  workers: number;
  settings: RenderSettings;
  /** Gzip bytes a page's HTML may reach with its snapshots (default: the site's HTML budget). */
  htmlLimit?: number;
  /** One line per demo given up (errors, timeouts, workers lost). */
  log: (line: string) => void;
}

export interface SnapshotRunSummary {
  /** Pages rewritten. */
  pages: number;
  snapshots: number;
  skipped: Map<SkipReason, number>;
  /** Pages that already had snapshots, left as they were. */
  alreadyDone: number;
  bytesAdded: number;
  seconds: number;
}

interface PendingPage {
  file: string;
  html: string;
  demos: string[];
  waitingFor: Set<string>;
}

const LOGGED: ReadonlySet<SkipReason> = new Set(['error', 'timeout', 'worker', 'no grid']);

export async function snapshotPages(options: SnapshotRunOptions): Promise<SnapshotRunSummary> {
  const started = performance.now();
  const summary: SnapshotRunSummary = { pages: 0, snapshots: 0, skipped: new Map(), alreadyDone: 0, bytesAdded: 0, seconds: 0 };
  const countSkip = (reason: SkipReason) => summary.skipped.set(reason, (summary.skipped.get(reason) ?? 0) + 1);

  const pagesByDemo = new Map<string, PendingPage[]>();
  const framed = new Set<string>();
  for (const file of options.pages) {
    const html = readFileSync(file, 'utf8');
    const found = findGridDemos(html);
    if (found.done) {
      summary.alreadyDone += 1;
      continue;
    }
    found.framed.forEach((id) => framed.add(id));
    if (found.grids.length === 0) continue;
    const page: PendingPage = { file, html, demos: found.grids, waitingFor: new Set(found.grids) };
    for (const id of found.grids) pagesByDemo.set(id, [...(pagesByDemo.get(id) ?? []), page]);
  }
  framed.forEach(() => countSkip('iframe'));

  const outcomes = new Map<string, DemoOutcome>();
  const finishPage = (page: PendingPage) => {
    const snapshots = new Map<string, GridSnapshot[]>(page.demos.map((id) => [id, outcomes.get(id)?.snapshots ?? []]));
    if (![...snapshots.values()].some((list) => list.length > 0)) return;
    const { html, kept, dropped } = fitToBudget(page.html, planSnapshots(page.html, snapshots, page.file), options.htmlLimit);
    dropped.forEach(() => countSkip('page budget'));
    if (kept.length === 0) return;
    writeFileSync(page.file, html);
    summary.pages += 1;
    summary.snapshots += kept.length;
    summary.bytesAdded += Buffer.byteLength(html) - Buffer.byteLength(page.html);
  };

  await renderInWorkers([...pagesByDemo.keys()], { workers: options.workers, settings: options.settings, rootDir: options.rootDir, stallMs: options.settings.timeoutMs + 30_000 }, (outcome) => {
    outcomes.set(outcome.id, outcome);
    for (const skip of outcome.skipped) {
      countSkip(skip.reason);
      if (LOGGED.has(skip.reason)) options.log(`grid snapshots: skipped ${outcome.id} (${skip.reason}${skip.detail ? `: ${skip.detail}` : ''})`);
    }
    for (const page of pagesByDemo.get(outcome.id) ?? []) {
      page.waitingFor.delete(outcome.id);
      if (page.waitingFor.size === 0) finishPage(page);
    }
  });
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}
