/**
 * Draws the Open Graph image of every indexable page into `out/x/og/<route>.png` (see
 * `src/node/seo/ogImage/`). Pages come from the nav tree, with their title and noindex from the
 * page list (src/node/site/sitePages.ts), as their heads give them. Fails on a page without a
 * title or without its HTML. A step of scripts/build-site.ts.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'satori';
import { ogImageJobs, type OgImageJob } from './ogImageJobs';
import { loadOgFonts, renderOgPng } from './renderOgImage';
import type { StepContext } from '../../site/stepContext';

// Satori lays out on this thread while resvg rasterises on libuv's pool (4 threads unless
// UV_THREADPOOL_SIZE says otherwise): one card in flight per pool thread keeps both busy. Measured
// on 2 cores: 14.5 s with 1 in flight, 9.2 s with 2, 8.2 s with 4.
const CONCURRENCY = 4;

async function renderAll(OUT: string, jobs: readonly OgImageJob[], fonts: Font[]): Promise<number> {
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      let png: Buffer;
      try {
        png = await renderOgPng(job.card, fonts);
      } catch (error) {
        throw new Error(`rendering ${job.route} failed: ${error instanceof Error ? error.message : String(error)}`);
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

export async function writeOgImages({ site: OUT, pages, log }: StepContext): Promise<void> {
  const start = performance.now();
  const jobs = ogImageJobs(pages(), (file) => existsSync(path.join(OUT, file)));
  // A page dropped from the nav must not leave its old image behind when this runs on its own.
  rmSync(path.join(OUT, 'x', 'og'), { recursive: true, force: true });
  const bytes = await renderAll(OUT, jobs, loadOgFonts());
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  log(
    `${jobs.length} images (1200×630) in ${OUT}/x/og/, ${(bytes / 1024 / 1024).toFixed(2)} MB, ` +
      `${Math.round(bytes / Math.max(1, jobs.length) / 1024)} kB average, ${seconds} s (${CONCURRENCY} in flight)`,
  );
}
