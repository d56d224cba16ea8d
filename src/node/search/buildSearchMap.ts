import { parseSearchMap, SEARCH_MAP_VERSION, type SearchMap, type VocabularyEntry } from '../../shared/search/map/searchMapFormat';
import type { ReadPage } from './readSearchMapPage';

/**
 * The search map from the pages read from the export and the readers' vocabulary
 * (data/search/vocabulary.json). A vocabulary entry naming a page that is not in the map, or with
 * no words, fails the build: a renamed page must not leave its readers' words pointing nowhere.
 */
export function buildSearchMap(pages: readonly ReadPage[], vocabulary: unknown): SearchMap {
  const products = [...new Set(pages.map((page) => page.product))].sort();
  const urls = new Set(pages.map((page) => page.url));
  if (!Array.isArray(vocabulary)) throw new Error('data/search/vocabulary.json must be a list');
  const words = vocabulary as VocabularyEntry[];
  words.forEach((entry, index) => {
    const name = `vocabulary entry ${index} (${JSON.stringify(entry?.words?.[0] ?? null)})`;
    if (!entry || !Array.isArray(entry.words) || entry.words.length === 0 || !Array.isArray(entry.means) || !Array.isArray(entry.pages) || entry.pages.length === 0) {
      throw new Error(`${name}: needs words, means and pages`);
    }
    for (const page of entry.pages) if (!urls.has(page)) throw new Error(`${name}: ${page} is not a searchable page`);
  });
  const inbound = new Map<string, number>();
  for (const page of pages) for (const link of page.links) if (urls.has(link)) inbound.set(link, (inbound.get(link) ?? 0) + 1);
  const map = {
    version: SEARCH_MAP_VERSION,
    products,
    pages: [...pages].sort((a, b) => a.url.localeCompare(b.url)).map(({ links: _links, ...page }) => ({ ...page, product: products.indexOf(page.product), inbound: inbound.get(page.url) ?? 0 })),
    vocabulary: words.map(({ words: typed, means, pages: routes }) => ({ words: typed, means, pages: routes })),
  };
  // The same check the dialog makes on what it fetches.
  return parseSearchMap(map);
}
