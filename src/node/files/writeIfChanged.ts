import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file only when its content differs: an unchanged demo leaves its generated files
 * untouched, so `next dev` and Turbopack's cache see only what really changed.
 */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return true;
}

/** Removes the files of `dir` (not recursive) that are not in `keep`; returns how many went. */
export function removeOthers(dir: string, keep: ReadonlySet<string>): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (keep.has(name)) continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
