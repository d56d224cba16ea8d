// Search figures for `npm run bench`: how long the search map and the Pagefind index take to build
// and how big they are, what the first query downloads before its first results and after (the
// full-text index), how long a reader waits from a keypress to the first result, cold (a fresh
// browser profile: dialog code and index fetched on the spot) and warm (the dialog open, the index
// loaded), as the median over the same 20 queries, and how well the search answers the relevance
// set (data/search/relevanceSet.json, the gate's figures).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { chromiumLaunch } from './chromiumLaunch';
import { evaluateRelevance, formatRelevance, parseRelevanceSet, type RelevanceFigures } from '../../src/node/quality/searchRelevance';
import { prepareSearchMap } from '../../src/shared/search/map/prepareSearchMap';
import { parseSearchMap, SEARCH_MAP_PATH } from '../../src/shared/search/map/searchMapFormat';

export const BENCH_QUERIES = [
  'pagination',
  'pageSizeOptions',
  'sorting',
  'filter',
  'row grouping',
  'column pinning',
  'editing',
  'export',
  'selection',
  'virtualization',
  'aggregation',
  'date range',
  'time picker',
  'localization',
  'validation',
  'bar chart',
  'tooltip',
  'axis',
  'tree view',
  'licensing',
];

export interface SearchFigures {
  index: { seconds: number; pages: number; files: number; kB: number; mapKB: number; mapBrotliKB: number };
  /** What the first query transfers (bodies and headers) until its first results show, and what the full-text index adds after. */
  firstQuery: { query: string; firstResultsKB: number; firstResultsRequests: number; fullTextKB: number; fullTextRequests: number };
  relevance: RelevanceFigures;
  keypressToFirstResultMs: { queries: number; coldMedian: number; warmMedian: number; cold: number[]; warm: number[] };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function measureIndexBuild(outDir: string): SearchFigures['index'] {
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', 'scripts/build-site.ts', '--only', 'search'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the search step of scripts/build-site.ts failed');
  const seconds = (performance.now() - started) / 1000;
  const bundle = path.join(outDir, 'x', 'pagefind');
  const files = fs.readdirSync(bundle, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const bytes = files.reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
  const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  const pages = Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
  const map = fs.readFileSync(path.join(outDir, SEARCH_MAP_PATH));
  const mapBrotli = zlib.brotliCompressSync(map).length;
  return { seconds: Number(seconds.toFixed(2)), pages, files: files.length, kB: Math.round(bytes / 1024), mapKB: Math.round(map.length / 1024), mapBrotliKB: Math.round(mapBrotli / 1024) };
}

/** Milliseconds from the input event that completes `query` to the first result in the list. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const timing = page.evaluate<number>(`new Promise((resolve, reject) => {
    let typedAt = 0;
    document.addEventListener('input', () => { typedAt = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!typedAt || !document.querySelector('[data-search-state="results"] [role="option"]')) return;
      observer.disconnect();
      resolve(performance.now() - typedAt);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-search-state'] });
    setTimeout(() => reject(new Error('no result within 20 s')), 20000);
  })`);
  // Settled either way, so a failed fill reports itself rather than this promise's rejection.
  const settled = timing.then(
    (ms) => ({ ms }),
    (error: unknown) => ({ error }),
  );
  await box.fill(query);
  const result = await settled;
  if ('error' in result) throw result.error;
  return Math.round(result.ms);
}

async function openDialog(page: Page) {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor();
}

export async function measureSearch(origin: string, outDir: string, route = '/x/react-data-grid/'): Promise<SearchFigures> {
  console.log('Indexing for search…');
  const index = measureIndexBuild(outDir);
  const launch = async (): Promise<{ context: BrowserContext; dir: string }> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    const context = await chromium.launchPersistentContext(dir, {
      ...chromiumLaunch(['--headless']),
      viewport: { width: 1280, height: 800 },
    });
    return { context, dir };
  };
  const close = async ({ context, dir }: { context: BrowserContext; dir: string }) => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  console.log(`Timing ${BENCH_QUERIES.length} queries, cold and warm…`);
  const cold: number[] = [];
  let firstQuery: SearchFigures['firstQuery'] | null = null;
  for (const query of BENCH_QUERIES) {
    const browser = await launch();
    try {
      const page = await browser.context.newPage();
      await page.goto(`${origin}${route}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      const transfers: { url: string; bytes: Promise<number> }[] = [];
      page.on('requestfinished', (request) => {
        transfers.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize) });
      });
      await openDialog(page);
      cold.push(await timeQuery(page, query));
      // Everything finished by the first result was fetched for it (the page was idle before).
      const beforeResults = transfers.length;
      if (!firstQuery) {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1000);
        await page.waitForLoadState('networkidle');
        const sized = await Promise.all(transfers.map(async (transfer) => transfer.bytes));
        const kB = (values: number[]) => Number((values.reduce((total, bytes) => total + bytes, 0) / 1024).toFixed(1));
        firstQuery = {
          query,
          firstResultsKB: kB(sized.slice(0, beforeResults)),
          firstResultsRequests: beforeResults,
          fullTextKB: kB(sized.slice(beforeResults)),
          fullTextRequests: sized.length - beforeResults,
        };
      }
    } finally {
      await close(browser);
    }
  }

  const warm: number[] = [];
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${origin}${route}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await openDialog(page);
    // Load the index and the fragments' code paths once; then every query is warm.
    await timeQuery(page, 'grid');
    for (const query of BENCH_QUERIES) {
      await page.getByRole('combobox', { name: 'Search the documentation' }).fill('');
      await page.waitForSelector('[data-search-state="empty"]');
      warm.push(await timeQuery(page, query));
    }
  } finally {
    await close(browser);
  }

  const map = prepareSearchMap(parseSearchMap(JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_MAP_PATH), 'utf8'))));
  const relevance = evaluateRelevance(map, parseRelevanceSet(JSON.parse(fs.readFileSync(path.join('data', 'search', 'relevanceSet.json'), 'utf8'))));
  return {
    index,
    firstQuery: firstQuery!,
    relevance,
    keypressToFirstResultMs: { queries: BENCH_QUERIES.length, coldMedian: median(cold), warmMedian: median(warm), cold, warm },
  };
}

export function printSearchFigures(figures: SearchFigures) {
  const { index, firstQuery, keypressToFirstResultMs: timing } = figures;
  console.log(`\nSearch index: ${index.pages} pages; search map ${index.mapKB} kB (${index.mapBrotliKB} kB brotli); full text ${index.kB} kB in ${index.files} files; built in ${index.seconds} s`);
  console.log(
    `First query ("${firstQuery.query}", cold): ${firstQuery.firstResultsKB} kB in ${firstQuery.firstResultsRequests} requests to the first results, then ${firstQuery.fullTextKB} kB in ${firstQuery.fullTextRequests} for the full text`,
  );
  console.log(`Keypress → first result, median of ${timing.queries} queries: cold ${timing.coldMedian} ms, warm ${timing.warmMedian} ms`);
  console.log(formatRelevance(figures.relevance, { misses: false }));
}
