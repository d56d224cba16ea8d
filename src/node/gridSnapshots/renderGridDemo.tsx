/**
 * Renders one Data Grid demo in the installed jsdom window (jsdomLayout.ts), as the docs render it
 * (docs theme, Emotion cache of key `css`), waits for its grids to settle and takes a snapshot of
 * each top-level grid whose box the page already sizes. Import only after the globals are in.
 */
import * as React from 'react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createRoot, type Root } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createDocsTheme } from '../../client/theme/createDocsTheme';
import { watchFirstCommit, type FirstCommitWatch } from './firstCommitWatch';
import { columnLayout } from './gridColumns';
import { describeElement, pathFrom } from './hostPath';
import { borderWidths, gridBoxSize, RENDER_CONTAINER_ATTRIBUTE, type LayoutSettings } from './jsdomLayout';
import { classNamesIn, EMOTION_KEY, pickRules } from './snapshotCss';
import type { DemoOutcome, GridSnapshot, Skip } from './snapshotTypes';
import { trimGrid } from './trimGrid';

export interface RenderSettings {
  layout: LayoutSettings;
  /** Folder of the demo sources: a demo id is its path there without extension. */
  dataDir: string;
  maxRows: number;
  /** Give up on a demo whose grids have not settled by then. */
  timeoutMs: number;
  /** How long the DOM must stay unchanged once the grids have rows. */
  quietMs: number;
  /** setTimeout delays of 200 ms or more (fake servers) are divided by this during the render. */
  timeScale: number;
}

const LOADING = [
  '.MuiDataGrid-overlay .MuiCircularProgress-root',
  '.MuiDataGrid-overlay .MuiLinearProgress-root',
  '.MuiDataGrid-overlay .MuiSkeleton-root',
  '.MuiDataGrid-overlayWrapper .MuiLinearProgress-root',
  '.MuiDataGrid-cellSkeleton',
].join(',');

/** Rows, or an overlay saying there are none, and no loading indicator. */
function gridSettled(grid: Element): boolean {
  if (grid.querySelector(LOADING)) return false;
  return grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay') !== null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let theme: ReturnType<typeof createDocsTheme> | null = null;

function demoFile(dataDir: string, id: string): string {
  const file = ['.tsx', '.ts', '.jsx', '.js'].map((extension) => path.join(dataDir, `${id}${extension}`)).find(existsSync);
  if (!file) throw new Error(`no source for ${id} in ${dataDir}`);
  return file;
}

/** The demo's default export, through the CommonJS interop layers an import() of it may add. */
function componentOf(module: unknown): React.ComponentType {
  let value = module;
  for (let depth = 0; depth < 3 && typeof value === 'object' && value !== null && !('$$typeof' in value) && 'default' in value; depth += 1) {
    value = (value as { default: unknown }).default;
  }
  if (typeof value !== 'function' && !(typeof value === 'object' && value !== null && '$$typeof' in value)) throw new Error('the demo has no default export component');
  return value as React.ComponentType;
}

/** Fake servers answer sooner; the grid's own short timers keep their pace. */
function scaleTimers(factor: number): () => void {
  const real = globalThis.setTimeout;
  const windowTimers = window as unknown as { setTimeout: typeof setTimeout };
  const realWindow = windowTimers.setTimeout;
  if (factor <= 1) return () => {};
  const scaled = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    real(callback, ms !== undefined && ms >= 200 ? Math.round(ms / factor) : ms, ...args)) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(scaled, real);
  windowTimers.setTimeout = scaled;
  return () => {
    globalThis.setTimeout = real;
    windowTimers.setTimeout = realWindow;
  };
}

/** Waits until every grid has settled and the DOM has been quiet a while; a Skip on timeout. */
async function waitForGrids(container: Element, watch: FirstCommitWatch, settings: RenderSettings, errors: readonly string[]): Promise<Skip | null> {
  const start = performance.now();
  for (;;) {
    await sleep(10);
    const grids = Array.from(container.querySelectorAll('.MuiDataGrid-root'));
    const settled = grids.length > 0 && grids.every(gridSettled);
    if (errors.length > 0 || (settled && performance.now() - watch.lastChange() >= settings.quietMs)) return null;
    if (performance.now() - start > settings.timeoutMs) {
      const state = grids.length === 0 ? 'no grid rendered' : `rows ${grids.map((grid) => grid.querySelectorAll('.MuiDataGrid-row').length).join('/')}, still loading or changing`;
      return { reason: 'timeout', detail: `not settled after ${settings.timeoutMs} ms (${state})` };
    }
  }
}

export async function renderGridDemo(id: string, settings: RenderSettings): Promise<DemoOutcome> {
  const started = performance.now();
  const outcome: DemoOutcome = { id, snapshots: [], skipped: [], ms: 0 };
  const errors: string[] = [];
  const recordError = (what: string) => (error: unknown) => {
    errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  };
  const onException = recordError('uncaught');
  const onRejection = recordError('unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);

  const container = document.createElement('div');
  container.setAttribute(RENDER_CONTAINER_ATTRIBUTE, '');
  document.body.appendChild(container);
  const watch = watchFirstCommit(container);
  const restoreTimers = scaleTimers(settings.timeScale);
  const cache = createCache({ key: EMOTION_KEY, speedy: false });
  const inserted: string[] = [];
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    inserted.push(rule);
    insert(rule);
  };
  let root: Root | null = null;
  try {
    const Demo = componentOf(await import(pathToFileURL(demoFile(settings.dataDir, id)).href));
    theme ??= createDocsTheme({ direction: 'ltr', dense: false });
    root = createRoot(container, { onUncaughtError: recordError('uncaught'), onCaughtError: recordError('caught') });
    root.render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme} disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
          <Demo />
        </ThemeProvider>
      </CacheProvider>,
    );
    const timedOut = await waitForGrids(container, watch, settings, errors);
    if (timedOut) outcome.skipped.push(timedOut);
    watch.disconnect();
    if (errors.length > 0) outcome.skipped.push({ reason: 'error', detail: errors[0] });
    else if (outcome.skipped.length === 0) snapshotGrids(container, settings, inserted, watch, outcome);
  } catch (error) {
    outcome.skipped.push({ reason: 'error', detail: (error instanceof Error ? error.message : String(error)).slice(0, 300) });
  } finally {
    watch.disconnect();
    restoreTimers();
    try {
      root?.unmount();
    } catch {
      // A demo failing to unmount has nothing left to give.
    }
    container.remove();
    // Later demos' getComputedStyle calls need not scan this demo's <style> tags.
    cache.sheet.flush();
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
    outcome.ms = Math.round(performance.now() - started);
  }
  return outcome;
}

function snapshotGrids(container: HTMLElement, settings: RenderSettings, inserted: readonly string[], watch: FirstCommitWatch, outcome: DemoOutcome): void {
  // A grid inside another (a master-detail panel) stays inside its parent's snapshot.
  const grids = Array.from(container.querySelectorAll<HTMLElement>('.MuiDataGrid-root')).filter((grid) => !grid.parentElement?.closest('.MuiDataGrid-root'));
  if (grids.length === 0) outcome.skipped.push({ reason: 'no grid' });
  for (const grid of grids) {
    const host = grid.parentElement!;
    const hostPath = pathFrom(container, host);
    const skip = hostProblem(grid, hostPath, container, settings, watch);
    if (skip) {
      outcome.skipped.push(skip);
      continue;
    }
    const main = grid.querySelector('.MuiDataGrid-main') ?? undefined;
    const mainHeight = gridBoxSize(grid, settings.layout, main).height;
    const trimmed = trimGrid(grid, columnLayout(grid), { maxRows: settings.maxRows, mainHeight, borderX: borderWidths(grid, 'x') });
    const snapshot: GridSnapshot = {
      path: hostPath,
      host: describeElement(host),
      html: trimmed.html,
      variablesCss: trimmed.variablesCss,
      rules: pickRules(inserted, usedClasses(trimmed.html, host, container)),
      rows: trimmed.rows,
    };
    outcome.snapshots.push(snapshot);
  }
}

/** The snapshot's classes, and those of the host and its ancestors, which selectors may name too. */
function usedClasses(html: string, host: Element, container: Element): Set<string> {
  const used = classNamesIn(html);
  for (let element: Element | null = host; element && element !== container; element = element.parentElement) {
    element.classList.forEach((name) => used.add(name));
  }
  return used;
}

/** The grid or an ancestor in the demo is not drawn (a demo that shows its grid once it is ready). */
function hiddenWithin(grid: Element, container: Element): boolean {
  for (let element: Element | null = grid; element && element !== container; element = element.parentElement) {
    const style = window.getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return true;
  }
  return false;
}

/** Why the page's box of this grid cannot take a snapshot, if it cannot. */
function hostProblem(grid: HTMLElement, hostPath: readonly number[], container: HTMLElement, settings: RenderSettings, watch: FirstCommitWatch): Skip | null {
  const host = grid.parentElement!;
  const { heightSource } = gridBoxSize(grid, settings.layout);
  // Without a pixel height the box takes the grid's content height, which the live grid changes.
  if (heightSource !== 'height') return { reason: 'no definite height', detail: heightSource };
  // The snapshot goes first in the host, which the page must have empty.
  if (host === container || host.children.length > 1) return { reason: 'shared box' };
  if (hiddenWithin(grid, container)) return { reason: 'hidden box' };
  if (!watch.unchangedSinceFirstCommit(host, hostPath)) {
    return { reason: 'box changes after mount', detail: `${describeElement(host, watch.firstClassName(host))} → ${describeElement(host)}` };
  }
  return null;
}
