// A worker thread of `npm run generate`: builds the demos the main thread sends it. Plain
// CommonJS so Node can start it; tsx's require hook then loads the TypeScript job.
require('tsx/cjs');
const { parentPort } = require('node:worker_threads');
const { buildDemo } = require('./demoJob.ts');

parentPort.on('message', async ({ index, job }) => {
  try {
    parentPort.postMessage({ index, result: await buildDemo(job) });
  } catch (error) {
    parentPort.postMessage({ index, error: error instanceof Error ? error.message : String(error) });
  }
});
