// The cold build of this tree: its wall time and peak memory, and the size of what it wrote.
import fs from 'node:fs';
import path from 'node:path';
import { timedRun } from '../syntheticTree';
import { OUT } from './benchRoutes';

export async function measureBuild() {
  fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const { seconds, peakRssMB } = await timedRun('npm', ['run', '--silent', 'build'], process.cwd());
  return { wallSeconds: seconds, peakRssMB };
}

export function directorySize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = directorySize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += fs.statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}
