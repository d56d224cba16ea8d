// `--sweep-scale`: CI's page sweep timed on a copy of the project with the synthetic demos.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, timedRun } from '../syntheticTree';
import { PROSE_PAGE } from './benchRoutes';
import { childEnv, toolSettings } from '../../../src/shared/site/settings';

/**
 * The page sweep, CI's longest step, with more demos than the content has: a copy of the project
 * with five demos on every page that has none, built as the tests build it, then swept as CI
 * sweeps (CI=true: two workers, nginx). Prints its wall time and where the time went. Needs the
 * test ports free (no other `npm test` running). Takes about as long as the sweep itself.
 */
export async function measureSweepAtScale() {
  const copy = copyProject(process.cwd());
  // nginx's workers run as another user: the temporary folder (0700) must let them read out/.
  fs.chmodSync(copy.dir, 0o755);
  try {
    const { plan, demos } = copy.addSyntheticDemos([PROSE_PAGE]);
    console.log(`Synthetic tree: ${demos} demos (${plan.demos} copied onto ${plan.pages} pages), in ${copy.dir}; building…`);
    await timedRun('npm', ['run', '--silent', 'build:test'], copy.dir);
    console.log('Sweeping every page as CI does…');
    const started = Date.now();
    // A failing page does not stop the figures: the sweep of a synthetic tree is measured, not judged.
    spawnSync('npx', ['playwright', 'test', '--project=sweep', '--reporter=dot'], { cwd: copy.dir, stdio: 'inherit', env: childEnv({ CI: 'true' }) });
    const minutes = (Date.now() - started) / 60_000;
    console.log(`\nSweep at ${demos} demos: ${minutes.toFixed(1)} min wall on ${os.cpus().length} cores`);
    spawnSync('node', ['scripts/lib/sweep-summary.mjs', path.join(copy.dir, 'test-results', 'sweep-times.jsonl')], { stdio: 'inherit' });
  } finally {
    if (toolSettings.BENCH_KEEP_COPY) console.log(`The copy is kept in ${copy.dir}`);
    else fs.rmSync(copy.dir, { recursive: true, force: true });
  }
}
