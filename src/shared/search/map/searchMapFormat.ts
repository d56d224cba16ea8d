/**
 * The search map: every searchable page's title, product, description, headings and API entry
 * names, with the readers' vocabulary, in one small file the search dialog loads when it opens.
 * Its first results come from here, ranked by rankSearchMap.ts, without waiting for the full-text
 * index (Pagefind), which the dialog loads afterwards for words found only in a page's text.
 * Written at build time by src/node/search/writeSearchIndex.ts; read by the dialog, the relevance gate
 * and the bench.
 */

/** Where the build writes the map, as served. */
export const SEARCH_MAP_PATH = '/x/search-map.json';
export const SEARCH_MAP_VERSION = 1;

/** The three kinds of API entry a component's page lists, as their anchors name them. */
export type EntryKind = 'prop' | 'slot' | 'classes';
export const ENTRY_KINDS: readonly EntryKind[] = ['prop', 'slot', 'classes'];

export interface SearchMapPage {
  /** The page's path, with its trailing slash. */
  url: string;
  /** As the page titles itself: "Data Grid - Sorting", "DataGrid API". */
  title: string;
  /** Index into `SearchMap.products`. */
  product: number;
  kind: 'guide' | 'api';
  description: string;
  /** How many other searchable pages link to it: the pages readers are sent to most come first among equals. */
  inbound?: number;
  /**
   * Its h2 and h3 headings in page order: the text alone when its anchor is `headingAnchor(text)`
   * (most are, and the map is smaller for it), else [anchor, text].
   */
  headings: (string | [string, string])[];
  /**
   * An API page's entries, by kind; each entry's anchor is `<entryPrefix>-<kind>-<name>`
   * (src/client/api/apiEntries.ts), so only names are stored.
   */
  entryPrefix?: string;
  entries?: Partial<Record<EntryKind, string[]>>;
}

/** One entry of data/search/vocabulary.json: what readers type, what the pages call it, and where. */
export interface VocabularyEntry {
  words: string[];
  means: string[];
  pages: string[];
}

export interface SearchMap {
  version: typeof SEARCH_MAP_VERSION;
  products: string[];
  pages: SearchMapPage[];
  vocabulary: VocabularyEntry[];
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The anchor most headings get from their text (src/node/markdown/slug.ts may add a counter to repeats). */
export const headingAnchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stored heading as [anchor, text]. */
export const headingOf = (heading: string | [string, string]): [string, string] => (typeof heading === 'string' ? [headingAnchor(heading), heading] : heading);

/** The anchor of an API entry on its page. */
export const entryAnchor = (prefix: string, kind: EntryKind, name: string) => `${prefix}-${kind}-${name}`;

/**
 * Checks a map fetched over the network, or read from disk, before anything ranks with it: a
 * file from another version of the site, cut short or edited by hand is refused with the first
 * thing wrong, never half used.
 */
export function parseSearchMap(value: unknown): SearchMap {
  const fail = (what: string): never => {
    throw new Error(`search map: ${what}`);
  };
  if (!isRecord(value)) return fail('not an object');
  if (value.version !== SEARCH_MAP_VERSION) return fail(`version ${String(value.version)}, expected ${SEARCH_MAP_VERSION}`);
  if (!isStrings(value.products) || value.products.length === 0) return fail('products must be a list of names');
  if (!Array.isArray(value.pages)) return fail('pages must be a list');
  if (!Array.isArray(value.vocabulary)) return fail('vocabulary must be a list');
  const products = value.products;
  value.pages.forEach((page: unknown, index) => {
    const where = `page ${index}`;
    if (!isRecord(page)) return fail(`${where} is not an object`);
    if (typeof page.url !== 'string' || !page.url.startsWith('/') || page.url.startsWith('//')) fail(`${where} has no site path`);
    if (typeof page.title !== 'string' || typeof page.description !== 'string') fail(`${where} (${String(page.url)}) needs a title and a description`);
    if (typeof page.product !== 'number' || !Number.isInteger(page.product) || page.product < 0 || page.product >= products.length) fail(`${where} (${String(page.url)}) names no known product`);
    if (page.kind !== 'guide' && page.kind !== 'api') fail(`${where} (${String(page.url)}) has kind ${String(page.kind)}`);
    if (!Array.isArray(page.headings) || !page.headings.every((heading) => typeof heading === 'string' || (isStrings(heading) && heading.length === 2))) fail(`${where} (${String(page.url)}) has malformed headings`);
    if (page.inbound !== undefined && (typeof page.inbound !== 'number' || page.inbound < 0)) fail(`${where} (${String(page.url)}) has a bad inbound count`);
    if (page.entries !== undefined) {
      if (typeof page.entryPrefix !== 'string' || !isRecord(page.entries)) fail(`${where} (${String(page.url)}) has entries without a prefix`);
      for (const [kind, names] of Object.entries(page.entries as Record<string, unknown>)) {
        if (!ENTRY_KINDS.includes(kind as EntryKind) || !isStrings(names)) fail(`${where} (${String(page.url)}) has malformed ${kind} entries`);
      }
    }
  });
  value.vocabulary.forEach((entry: unknown, index) => {
    if (!isRecord(entry) || !isStrings(entry.words) || !isStrings(entry.means) || !isStrings(entry.pages)) fail(`vocabulary entry ${index} needs words, means and pages`);
  });
  return value as unknown as SearchMap;
}
