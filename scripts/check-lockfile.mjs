// `npm ci` is stricter than `npm install`: it refuses a lock file that lacks an optional platform
// package (a macOS or Windows binary, say) even on Linux, or whose entries no longer satisfy a
// spec such as "latest". The registry these machines use misses some platform builds, and
// `npm install` then silently leaves them out of the lock. Run this after changing dependencies:
// it lists optional dependencies the lock cannot place, then asks npm itself with a dry run of
// `npm ci` in a scratch folder.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
for (const [where, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!locate(where, name)) missing.push(`${name}@${range} (wanted by ${where || 'the project'})`);
  }
}
if (missing.length) {
  console.error(`package-lock.json cannot place ${missing.length} optional dependencies; npm ci will fail:`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'lockcheck-'));
try {
  copyFileSync('package.json', path.join(scratch, 'package.json'));
  copyFileSync('package-lock.json', path.join(scratch, 'package-lock.json'));
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: scratch, stdio: 'pipe' });
} catch (error) {
  const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  console.error('npm ci rejects package-lock.json:');
  console.error(output.split('\n').filter((line) => /Missing|invalid|EUSAGE|ERESOLVE/.test(line)).join('\n') || output);
  process.exit(1);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log('package-lock.json is accepted by npm ci.');
