/**
 * Indexes the export for search. First the search map (`out/x/search-map.json`, see
 * src/shared/search/map/searchMapFormat.ts): each page's title, description (from the page list,
 * src/node/site/sitePages.ts), headings and API entry names (from its HTML) with the readers'
 * vocabulary (data/search/vocabulary.json), which gives the dialog its first results. Then Pagefind's full-text index into `out/x/pagefind/`: a chunked index, so a
 * query in the browser downloads only the chunks and fragments it needs. Only pages that mark
 * their content with `data-pagefind-body` (guides and API pages, see
 * src/client/search/indexAttributes.ts, and the page list says which) are indexed; a page of the
 * list without the mark, or a count from Pagefind that disagrees with the list, fails the build. A step of scripts/build-site.ts.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSearchMap } from './buildSearchMap';
import { readSearchMapPage, type ReadPage } from './readSearchMapPage';
import { withTrailingSlash } from '../../shared/nav/routes';
import { SEARCH_MAP_PATH } from '../../shared/search/map/searchMapFormat';
import { docSearchSettings } from '../../shared/search/searchConfig';
import { filesUnder } from '../files/filesUnder';
import type { StepContext } from '../site/stepContext';

// Pagefind's own UIs: the site has its dialog, so they are not shipped.
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

/** The build stops here (scripts/build-site.ts exits, which also ends Pagefind's process). */
function fail(message: string): never {
  throw new Error(message);
}

/**
 * Pagefind's binary can still be flushing its entry file when `writeFiles` resolves on a loaded
 * machine (builds have read it half-written: "Unexpected end of JSON input"), so a file that does
 * not parse yet is read again for up to two seconds before the build stops.
 */
async function readCompleteJson(file: string): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      if (attempt === 20) throw new Error(`${file} is not complete JSON after ${attempt} reads: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function writeSearchIndex({ site: OUT, root, pages, log }: StepContext): Promise<void> {
  const BUNDLE = path.join(OUT, 'x', 'pagefind');
  const started = performance.now();
  // The pages only look at DOCSEARCH_APP_ID; an incomplete or malformed set stopped the build when
  // searchConfig loaded.
  const docSearch = docSearchSettings;
  if (docSearch) log(`the search button uses DocSearch (index ${docSearch.indexName}); the local index is still written`);
  const marked = pages().filter((page) => page.search !== null);
  if (marked.length === 0) fail('no page of the page list is for search; was the site built?');

  const read = marked.map(({ route, file, search, description }) =>
    readSearchMapPage(readFileSync(path.join(OUT, file), 'utf8'), { url: withTrailingSlash(route), ...search!, description }),
  );
  const mapPages = read.filter((page): page is ReadPage => page !== null);
  if (mapPages.length !== marked.length) {
    const unmarked = marked.filter((_page, index) => read[index] === null).map((page) => page.file);
    fail(`${unmarked.length} of the ${marked.length} pages for search carry no data-pagefind-body in the export: ${unmarked.slice(0, 5).join(', ')}`);
  }
  const map = buildSearchMap(mapPages, JSON.parse(readFileSync(path.join(root, 'data', 'search', 'vocabulary.json'), 'utf8')));
  const mapJson = JSON.stringify(map);
  writeFileSync(path.join(OUT, SEARCH_MAP_PATH), mapJson);
  log(`search map of ${map.pages.length} pages and ${map.vocabulary.length} vocabulary entries into ${OUT}${SEARCH_MAP_PATH} (${(mapJson.length / 1024).toFixed(0)} kB)`);

  // Pagefind is an ES module only; this script runs as CommonJS under tsx.
  const pagefind = await import('pagefind');
  rmSync(BUNDLE, { recursive: true, force: true });
  const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) fail(`Pagefind could not start: ${createErrors.join('; ')}`);
  const added = await index.addDirectory({ path: OUT, glob: 'x/**/*.html' });
  if (added.errors.length) fail(added.errors.join('; '));
  const written = await index.writeFiles({ outputPath: BUNDLE });
  if (written.errors.length) fail(written.errors.join('; '));
  await pagefind.close();

  // Pagefind reads every HTML file, then keeps only those with a body mark once one page has it.
  const entry = (await readCompleteJson(path.join(BUNDLE, 'pagefind-entry.json'))) as { languages: Record<string, { page_count: number }> };
  const indexed = Object.values(entry.languages).reduce((total, language) => total + language.page_count, 0);
  if (indexed !== marked.length) fail(`indexed ${indexed} pages but ${marked.length} are marked for search`);

  for (const entry of readdirSync(BUNDLE)) if (UNUSED.test(entry)) rmSync(path.join(BUNDLE, entry), { recursive: true });
  const files = filesUnder(BUNDLE, () => true);
  const bytes = files.reduce((total, file) => total + statSync(file).size, 0);
  const seconds = (performance.now() - started) / 1000;
  log(`${indexed} pages into ${BUNDLE} (${files.length} files, ${(bytes / 1024).toFixed(0)} kB) in ${seconds.toFixed(1)} s`);
}
