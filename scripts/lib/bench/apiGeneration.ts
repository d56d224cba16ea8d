// The bench's API reference section, in the full run only.
import fs from 'node:fs';
import { generateApi } from '../../../src/node/api/generateApi';

/** Cold and cached generation of the API reference, and the size of what it writes. */
export function measureApiGeneration() {
  fs.rmSync('src/shared/api/generated/stamp.json', { force: true });
  let started = performance.now();
  generateApi(process.cwd());
  const coldSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  generateApi(process.cwd());
  const cachedMs = performance.now() - started;
  const stamp = JSON.parse(fs.readFileSync('src/shared/api/generated/stamp.json', 'utf8')) as { pages: number; bytes: number; undescribed: number };
  return { coldSeconds: Number(coldSeconds.toFixed(1)), cachedMs: Math.round(cachedMs), pages: stamp.pages, megabytes: Number((stamp.bytes / 1024 / 1024).toFixed(2)), undescribed: stamp.undescribed };
}
