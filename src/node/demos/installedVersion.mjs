import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Version of an installed npm package, read from its package.json on disk. */
export function readInstalledVersion(packageName) {
  // Resolve the entry point and walk up: some packages do not export ./package.json.
  let dir = path.dirname(require.resolve(packageName));
  while (!dir.endsWith(path.join('node_modules', ...packageName.split('/')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot locate the package folder of ${packageName}`);
    dir = parent;
  }
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}
