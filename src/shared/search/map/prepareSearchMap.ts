/**
 * Turns a checked search map into what rankSearchMap.ts scores: each page's title, product,
 * description, headings and API entries as comparable terms (searchTerms.ts). In the browser the
 * titles are done at once and the rest in slices (prepareDetails), the entries' parts only when
 * a query is a name (withEntryTerms).
 */
import type { EntryKind, SearchMap, SearchMapPage } from './searchMapFormat';
import { queryWordsOf, stem, termsOf, wordsOf } from './searchTerms';

export interface PreparedEntry {
  kind: EntryKind;
  name: string;
  lower: string;
  /** Its parts, worked out at the first query that is a name (see withEntryTerms): a question needs only the whole name. */
  terms: string[];
}

export interface PreparedPage {
  page: SearchMapPage;
  product: string;
  /** The title without its product prefix or " API": what the page is about. */
  subject: string;
  subjectTerms: string[];
  /** The product's name and the title's prefix. */
  productTerms: string[];
  descriptionTerms: string[];
  /** As stored: its anchor is worked out only for a heading that is shown (headingOf). */
  headings: { stored: string | [string, string]; terms: string[] }[];
  entries: PreparedEntry[];
  /** The product's overview, which a query naming only the product means. */
  overview: boolean;
  /** An API page of a component, which has demos, rather than of an interface. */
  component: boolean;
  /** A migration guide or the roadmap: about change, not about the feature. */
  aboutChange: boolean;
}

export interface PreparedVocabulary {
  /** Each phrase readers type, as stems. */
  phrases: string[][];
  means: string[][];
  pages: Set<string>;
}

export interface PreparedSearchMap {
  pages: PreparedPage[];
  vocabulary: PreparedVocabulary[];
  /** How many pages have their description's and headings' terms (see prepareDetails); all of them once complete. */
  detailsReady: number;
  /** Whether the API entries' names have their terms (see withEntryTerms). */
  entriesReady: boolean;
  /** How well each term stands for each query word, kept while the reader types on. */
  matchCache: Map<string, (term: string) => number>;
}

export const stems = (text: string) => wordsOf(text).map(stem);
/** A phrase's topic words, as a query's are counted. */
const phraseStems = (text: string) => queryWordsOf(text).map((word) => word.stem);

/**
 * Works out the terms of every page's title and product at once, and of its description and
 * headings at once too unless `deferDetails`: the dialog, on a phone, ranks by titles the moment
 * the map arrives and lets prepareDetails add the site's ten thousand other words in slices after.
 */
export function prepareSearchMap(map: SearchMap, { deferDetails = false } = {}): PreparedSearchMap {
  const pages = map.pages.map((page): PreparedPage => {
    const product = map.products[page.product] ?? '';
    const split = /^(.+?) - (.+)$/.exec(page.title);
    // "React Time Picker component" is about the Time Picker.
    const subject = (split?.[2] ?? page.title).replace(/ API$/, '').replace(/^React (.+?) components?$/, '$1');
    const prefix = split?.[1] ?? '';
    return {
      page,
      product,
      subject,
      subjectTerms: termsOf(subject),
      productTerms: termsOf(`${product} ${prefix}`),
      // Filled by prepareDetails.
      descriptionTerms: [],
      headings: [],
      entries: [],
      component: page.kind === 'api' && page.headings[0] === 'Demos',
      overview: /^overview$/i.test(subject) || page.title === product,
      aboutChange: /\/migration\//.test(page.url) || /roadmap/i.test(page.title),
    };
  });
  const vocabulary = map.vocabulary.map((entry) => ({
    phrases: entry.words.map(phraseStems),
    means: entry.means.map(phraseStems),
    pages: new Set(entry.pages),
  }));
  const prepared: PreparedSearchMap = { pages, vocabulary, detailsReady: 0, entriesReady: false, matchCache: new Map() };
  if (!deferDetails) prepareDetails(prepared, () => false);
  return prepared;
}

/**
 * Gives pages their description's and headings' terms, page after page, until `enough()` says so
 * (a time budget); true once every page has them. Ranking meanwhile counts what is done.
 */
export function prepareDetails(map: PreparedSearchMap, enough: () => boolean): boolean {
  while (map.detailsReady < map.pages.length) {
    const prepared = map.pages[map.detailsReady];
    prepared.descriptionTerms = termsOf(prepared.page.description, { join: false });
    prepared.headings = prepared.page.headings.map((stored) => ({ stored, terms: termsOf(typeof stored === 'string' ? stored : stored[1], { join: false }) }));
    for (const [kind, names] of Object.entries(prepared.page.entries ?? {}) as [EntryKind, string[]][]) {
      for (const name of names) prepared.entries.push({ kind, name, lower: name.toLowerCase(), terms: map.entriesReady ? termsOf(name) : [] });
    }
    map.detailsReady += 1;
    if (enough()) break;
  }
  return map.detailsReady === map.pages.length;
}

/** Splits every API entry's name into its terms, once: thousands of names, which only a query that is a name needs. */
export function withEntryTerms(map: PreparedSearchMap): void {
  if (map.entriesReady) return;
  // Entries of pages prepareDetails reaches later get their terms there.
  for (const page of map.pages) for (const entry of page.entries) entry.terms = termsOf(entry.name);
  map.entriesReady = true;
}
