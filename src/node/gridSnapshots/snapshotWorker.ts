/**
 * A rendering process (started by runWorkers.ts): installs the jsdom window, then loads React, MUI
 * and the renderer, and renders the demos the parent sends over IPC, one at a time. Arguments: the
 * RenderSettings as JSON. NODE_ENV=production comes from the parent's environment, so React,
 * Emotion and MUI run their production builds and generate the class names the site has.
 */
import Module from 'node:module';
import { installJsdomLayout } from './jsdomLayout';
import type { RenderSettings } from './renderGridDemo';
import type { FromWorker, ToWorker } from './snapshotTypes';

const settings = JSON.parse(process.argv[2] ?? '') as RenderSettings;

function send(message: FromWorker): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  // @mui/x-data-grid requires its (placeholder) stylesheet; Node cannot load CSS.
  (Module as unknown as { _extensions: Record<string, () => void> })._extensions['.css'] = () => {};
  installJsdomLayout(settings.layout);
  // A demo's timers may fire after it was unmounted and throw or reject: nothing to report then
  // (renderGridDemo listens for them while a demo renders).
  process.on('uncaughtException', () => {});
  process.on('unhandledRejection', () => {});
  // Dynamic imports: React, Emotion and MUI must load after the globals exist. The licence module
  // applies NEXT_PUBLIC_MUI_X_LICENSE_KEY as the site build does (no key: the packages' watermark).
  await import('../../client/demos/license');
  const { renderGridDemo } = await import('./renderGridDemo');

  let queue = Promise.resolve();
  process.on('message', (message: ToWorker) => {
    if (message.type !== 'render') return;
    queue = queue.then(async () => send({ type: 'done', outcome: await renderGridDemo(message.id, settings) }));
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
