import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, at any depth, whose name passes `test`. */
export function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}
