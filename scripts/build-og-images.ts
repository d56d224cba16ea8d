/**
 * Draws the Open Graph image of every indexable page into `out/x/og/<route>.png` (see
 * `src/build/seo/ogImage/`). Pages come from the nav tree; title and noindex are read from each built
 * page, like the site files, so the image shows what was published. Fails on a page without a
 * title, and on a page whose `og:image` is not the file written here.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'satori';
import { ogImageJobs, type OgImageJob } from '../src/build/seo/ogImage/ogImageJobs';
import { loadOgFonts, renderOgPng } from '../src/build/seo/ogImage/renderOgImage';
import { exportedRoutes } from '../src/shared/nav/siteNav';
import { siteOrigin as origin } from '../src/shared/site/siteIdentity';

const OUT = 'out';
// Satori lays out on this thread while resvg rasterises on libuv's pool (4 threads unless
// UV_THREADPOOL_SIZE says otherwise): one card in flight per pool thread keeps both busy. Measured
// on 2 cores: 14.5 s with 1 in flight, 9.2 s with 2, 8.2 s with 4.
const CONCURRENCY = 4;

function readBuiltPage(route: string): string | null {
  try {
    return readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

async function renderAll(jobs: readonly OgImageJob[], fonts: Font[]): Promise<number> {
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      let png: Buffer;
      try {
        png = await renderOgPng(job.card, fonts);
      } catch (error) {
        throw new Error(`build-og-images: rendering ${job.route} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const file = path.join(OUT, job.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, png);
      bytes += png.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return bytes;
}

async function main() {
  const start = performance.now();
  const jobs = ogImageJobs(exportedRoutes, readBuiltPage, origin);
  // A page dropped from the nav must not leave its old image behind when this runs on its own.
  rmSync(path.join(OUT, 'x', 'og'), { recursive: true, force: true });
  const bytes = await renderAll(jobs, loadOgFonts());
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `build-og-images: ${jobs.length} images (1200×630) in ${OUT}/x/og/, ${(bytes / 1024 / 1024).toFixed(2)} MB, ` +
      `${Math.round(bytes / Math.max(1, jobs.length) / 1024)} kB average, ${seconds} s (${CONCURRENCY} in flight)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
