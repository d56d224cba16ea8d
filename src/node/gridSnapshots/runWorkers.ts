/**
 * Renders demos in a few worker processes (snapshotWorker.ts) fed from one queue, so a slow demo
 * holds up one worker only. A worker that crashes or stops answering costs only the demo it was
 * rendering (skipped, reason `worker`) and is replaced; a worker that cannot even start fails the
 * run, since every other would fail the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnv } from '../../shared/site/settings';
import type { RenderSettings } from './renderGridDemo';
import type { DemoOutcome, FromWorker, ToWorker } from './snapshotTypes';

export interface WorkerPoolOptions {
  workers: number;
  settings: RenderSettings;
  /** The repository root: the worker's working folder, where tsx finds tsconfig.json's paths. */
  rootDir: string;
  /** A demo not done by then has hung its worker (its own timeout is in `settings`). */
  stallMs: number;
}

const STDERR_KEPT = 2000;

function workerArguments(settings: RenderSettings): string[] {
  // tsx's loader (ESM and CommonJS hooks) in this very Node, without tsx's CLI process between.
  return ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(__dirname, 'snapshotWorker.ts'), JSON.stringify(settings)];
}

/** Renders every demo of `ids`, calling `onOutcome` as each finishes (in completion order). */
export function renderInWorkers(ids: readonly string[], options: WorkerPoolOptions, onOutcome: (outcome: DemoOutcome) => void): Promise<void> {
  const queue = [...ids];
  let remaining = ids.length;
  return new Promise<void>((resolve, reject) => {
    if (remaining === 0) {
      resolve();
      return;
    }
    let failed = false;
    const live = new Set<ChildProcess>();
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const child of live) child.kill('SIGKILL');
      reject(error);
    };
    const finish = (outcome: DemoOutcome) => {
      remaining -= 1;
      try {
        onOutcome(outcome);
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (remaining === 0) resolve();
    };

    const start = () => {
      const child = spawn(process.execPath, workerArguments(options.settings), {
        cwd: options.rootDir,
        env: childEnv({ NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(options.rootDir, 'tsconfig.json') }),
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      live.add(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
      });
      let ready = false;
      let current: { id: string; started: number } | null = null;
      // Until it is ready, the worker is loading React, MUI and the renderer.
      let stall: NodeJS.Timeout | undefined = setTimeout(() => child.kill('SIGKILL'), options.stallMs);

      const next = () => {
        const id = queue.shift();
        if (id === undefined || failed) {
          if (child.connected) child.disconnect();
          return;
        }
        current = { id, started: Date.now() };
        stall = setTimeout(() => {
          const stalled = current;
          current = null;
          child.kill('SIGKILL');
          if (stalled) finish({ id: stalled.id, snapshots: [], skipped: [{ reason: 'worker', detail: `no answer after ${options.stallMs / 1000} s` }], ms: options.stallMs });
        }, options.stallMs);
        child.send({ type: 'render', id } satisfies ToWorker);
      };

      child.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          clearTimeout(stall);
          ready = true;
          next();
        } else if (current && message.outcome.id === current.id) {
          clearTimeout(stall);
          current = null;
          finish(message.outcome);
          next();
        }
      });
      child.on('error', (error) => fail(new Error(`grid snapshots: a rendering worker could not run: ${error.message}`)));
      child.on('exit', (code, signal) => {
        live.delete(child);
        clearTimeout(stall);
        if (failed) return;
        if (!ready) {
          fail(new Error(`grid snapshots: a rendering worker exited (${signal ?? code}) before it was ready:\n${stderr.trim()}`));
          return;
        }
        if (current) {
          const lost = current;
          current = null;
          finish({ id: lost.id, snapshots: [], skipped: [{ reason: 'worker', detail: `worker exited (${signal ?? code}): ${stderr.trim().split('\n').pop() ?? ''}` }], ms: Date.now() - lost.started });
        }
        if (queue.length > 0 && !failed) start();
      });
    };

    for (let i = 0; i < Math.min(options.workers, ids.length); i += 1) start();
  });
}
