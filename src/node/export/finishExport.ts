/**
 * Finishes the export before anything reads it: every page gets its streamed Suspense boundaries
 * inline (src/node/export/inlineStreamedSegments.ts), its data without the HTML the page already holds
 * (src/node/export/slimPageData.ts) and its scripts started on first use instead of during load
 * (src/node/export/deferPageScripts.ts), with the files its demos load listed beside them
 * (src/node/export/demoChunks.ts); the loader imports the search box and ad slot
 * bundles written first (src/node/export/browserBundle.ts); every script is marked for eager
 * compilation (src/node/export/compileHints.ts); then `404/index.html` is copied to `404.html`,
 * where static hosts look for it (with `trailingSlash` Next writes only the former).
 *
 * The first step of scripts/build-site.ts. The rewrites read React's and Next's output as the
 * installed versions write it: test/unit/node/export/exportContract.test.tsx fails when they change it.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import { compileBootScript, deferPageScripts } from './deferPageScripts';
import { inlineStreamedSegments } from './inlineStreamedSegments';
import { AD_SLOT_BUNDLE, SEARCH_BOX_BUNDLE, writeBrowserBundle } from './browserBundle';
import { slimPageData } from './slimPageData';
import { hintExportedScripts } from './compileHints';
import { DemoChunkReader, demoIdsInHtml, routeOfExportedFile } from './demoChunks';
import { filesUnder } from '../files/filesUnder';
import type { StepContext } from '../site/stepContext';

export async function finishExport({ site: OUT, log }: StepContext): Promise<void> {
  const notFound = path.join(OUT, '404', 'index.html');
  if (!existsSync(notFound)) throw new Error(`${notFound} is missing; was the static export skipped?`);
  const searchBox = await writeBrowserBundle(OUT, SEARCH_BOX_BUNDLE);
  const adSlot = await writeBrowserBundle(OUT, AD_SLOT_BUNDLE);
  for (const [what, bundle] of [['search box', searchBox], ['ad slot', adSlot]] as const) log(`the ${what} bundle, ${(bundle.bytes / 1024).toFixed(1)} kB, at ${bundle.url}`);
  // Minified (esbuild, which also bundles the search box): the loader is inlined in every page,
  // where it was 6 kB of each page's compressed HTML.
  const bootScript = (await transform(compileBootScript({ searchBox: searchBox.url, adSlot: adSlot.url }), { minify: true, target: 'es2019' })).code.trim();
  let pages = 0;
  let boundaries = 0;
  let deferred = 0;
  let movedStrings = 0;
  let listedDemos = 0;
  const chunkReader = DemoChunkReader.forExport(OUT);
  for (const file of filesUnder(OUT, (name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    const { html: inlined, inlined: count } = inlineStreamedSegments(html, file);
    // A demo that suspended at build time would ship its placeholder, never its HTML.
    if (inlined.includes('<div data-demo-pending=""')) throw new Error(`${file} has a demo placeholder where the demo's HTML belongs`);
    const { html: slim, moved } = slimPageData(inlined, file);
    movedStrings += moved;
    const demoIds = demoIdsInHtml(slim);
    listedDemos += demoIds.length;
    const { html: final, scripts } = deferPageScripts(slim, bootScript, file, (pageScripts) =>
      demoIds.length > 0 ? chunkReader.listFor(routeOfExportedFile(OUT, file), demoIds, pageScripts) : null,
    );
    if (scripts.length > 0) deferred += 1;
    if (final === html) continue;
    writeFileSync(file, final);
    if (count > 0) pages += 1;
    boundaries += count;
  }
  log(`${boundaries} streamed boundaries put inline in ${pages} pages; scripts start on first use in ${deferred} pages, with the files of ${listedDemos} demos listed beside them; ${movedStrings} strings of HTML left to the page instead of repeated in its data`);
  log(`${hintExportedScripts(OUT)} scripts marked for eager compilation`);
  const copy = path.join(OUT, '404.html');
  copyFileSync(notFound, copy);
  log(`wrote ${copy}`);
}
