// `npm ci` refuses a lock file that lacks an optional platform package (a macOS or Windows binary,
// say) even on Linux. The registry these machines use misses some of those builds, and `npm install`
// then silently leaves them out of the lock. Run this after changing dependencies: it lists every
// optional dependency the lock cannot place, so the version can be moved to one the registry has.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8'));

function locate(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!locate(path, name)) missing.push(`${name}@${range} (wanted by ${path || 'the project'})`);
  }
}

if (missing.length) {
  console.error(`package-lock.json cannot place ${missing.length} optional dependencies; npm ci will fail:`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log('package-lock.json places every optional dependency.');
