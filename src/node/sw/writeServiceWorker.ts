/**
 * Writes the service worker into the export: `out/x/sw.js`, the worker of `src/client/sw/worker.ts`
 * bundled with esbuild, stamped with the build id, and given the shell every docs page shares
 * as its precache list by workbox-build's `injectManifest`. A step of scripts/build-site.ts.
 *
 * Flags (for tests that simulate a deploy): --site <dir> (default out), --dest <file>
 * (default <site>/x/sw.js), --build-id <id> (default .next/BUILD_ID).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { filesUnder } from '../files/filesUnder';
import { shellAssets } from './shellAssets';
import { inlinedEnv } from '../../shared/site/settings';
import type { StepContext } from '../site/stepContext';

export async function writeServiceWorker({ site: siteDir, root, flags, log }: StepContext): Promise<void> {
  const site = path.resolve(siteDir);
  const dest = path.resolve(flags.swDest ?? path.join(site, 'x/sw.js'));
  const buildId = (flags.buildId ?? readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8')).trim();
  if (!/^[\w.-]+$/.test(buildId)) throw new Error(`build id "${buildId}" has characters a cache name cannot carry`);

  const started = performance.now();
  // Docs pages only: the playground and error pages have no docs frame, so they share less.
  const pages = filesUnder(path.join(site, 'x'), (name) => name === 'index.html').map((file) => readFileSync(file, 'utf8'));
  const shell = shellAssets(pages);
  if (shell.length === 0) throw new Error(`no asset is shared by the ${pages.length} pages under ${site}/x`);

  const work = mkdtempSync(path.join(tmpdir(), 'docs-sw-'));
  try {
    const source = path.join(work, 'sw.js');
    await build({
      entryPoints: ['src/client/sw/worker.ts'],
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      outfile: source,
      // Workbox logs and asserts in development builds only: NODE_ENV is production, as Next sets it.
      define: { ...inlinedEnv('production'), BUILD_ID: JSON.stringify(buildId) },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: dest,
      globDirectory: site,
      // Exact paths, escaped so glob reads none of their characters as a pattern.
      globPatterns: shell.map((url) => url.slice(1).replace(/[[\]{}()*?!+@]/g, '\\$&')),
      // `_next/static` names carry a content hash already; a revision would only add a query.
      dontCacheBustURLsMatching: /^\/?_next\/static\//,
      modifyURLPrefix: { '': '/' },
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    if (warnings.length) throw new Error(warnings.join('\n'));
    if (count !== shell.length) throw new Error(`${shell.length} shell assets, but ${count} found in ${site}`);
    writeFileSync(dest, `// Docs build ${buildId}\n${readFileSync(dest, 'utf8')}`);
    // Compressed twins of an earlier worker (the hosting step) would be served in its place.
    for (const twin of [`${dest}.br`, `${dest}.gz`]) rmSync(twin, { force: true });
    log(
      `${path.relative(process.cwd(), dest)} for build ${buildId}, precaching ${count} shell files ` +
        `(${(size / 1024).toFixed(1)} kB) shared by ${pages.length} pages, in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
