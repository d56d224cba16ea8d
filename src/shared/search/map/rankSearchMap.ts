/**
 * Ranks the search map's pages for a query, the same in the dialog, the relevance gate and the
 * bench. A question finds its guide before the API: a page titled like the words, or with a
 * heading that holds them all, or named for them in the readers' vocabulary, comes first; API
 * pages count for a little over half, and migration guides and the roadmap fall behind the
 * feature's own page unless the query is about migrating. A name (`getRowId`, `DataGridPro`)
 * finds its API page or entry first. Each page comes with the sections that hold the words.
 */
import { stems, withEntryTerms, type PreparedPage, type PreparedSearchMap } from './prepareSearchMap';
import { entryAnchor, headingOf, type EntryKind } from './searchMapFormat';
import { allowedSlips, editDistance, looksLikeIdentifier, queryWordsOf, type QueryWord } from './searchTerms';

export type SectionKind = 'heading' | EntryKind;

export interface RankedSection {
  kind: SectionKind;
  title: string;
  /** The section's anchor on its page. */
  anchor: string;
}

export interface RankedPage {
  url: string;
  title: string;
  product: string;
  kind: 'guide' | 'api';
  description: string;
  score: number;
  sections: RankedSection[];
}

const WEIGHT = { subject: 10, heading: 5, entry: 4, product: 4, description: 2 };
/** An API page answers a question about a feature less directly than its guide. */
const API_FACTOR = 0.55;
const CHANGE_FACTOR = 0.4;
const CHANGE_WORDS = /^(migrat|upgrad|v\d+$|roadmap|breaking|deprecat|changelog|plan)/;

/**
 * How well a term stands for a query word: 1 the same, less for a prefix being typed or a slip;
 * worked out once per term a page holds, at the first page that holds it.
 */
function matcherOf(word: QueryWord): (term: string) => number {
  const known = new Map<string, number>();
  const slips = allowedSlips(word.lower.length);
  return (term) => {
    const cached = known.get(term);
    if (cached !== undefined) return cached;
    let quality = 0;
    if (term === word.stem || term === word.lower) quality = 1;
    else if (word.open && word.lower.length >= 2 && term.startsWith(word.lower)) quality = 0.8;
    else if (word.lower.length >= 4 && term.startsWith(word.lower)) quality = 0.6;
    else if (word.lower.length === 3 && term.startsWith(word.lower)) quality = 0.5;
    // A slip rarely hits the first letter, or swaps it with the second: a cheap test before the costly one.
    else if (slips > 0 && (term[0] === word.lower[0] || term[1] === word.lower[0]) && Math.abs(term.length - word.lower.length) <= slips && editDistance(word.lower, term, slips) <= slips) quality = 0.6;
    known.set(term, quality);
    return quality;
  };
}

function best(terms: readonly string[], quality: (term: string) => number): number {
  let top = 0;
  for (const term of terms) {
    const value = quality(term);
    if (value > top) top = value;
  }
  return top;
}

/** Whether every word of a phrase is among the query's stems. */
const phraseIn = (phrase: readonly string[], queryStems: ReadonlySet<string>) => phrase.length > 0 && phrase.every((word) => queryStems.has(word));

export interface RankOptions {
  /** The product of the page the reader is on: first among equals. */
  currentProduct?: string | null;
  limit?: number;
}

export function rankSearchMap(map: PreparedSearchMap, query: string, { currentProduct = null, limit = 12 }: RankOptions = {}): RankedPage[] {
  const words = queryWordsOf(query);
  if (words.length === 0) return [];
  const identifiers = words.filter((word) => looksLikeIdentifier(word.word));
  const named = identifiers.length > 0;
  if (named) withEntryTerms(map);
  const matches = words.map((word) => {
    // Typing "pivot t" asks for "pivot" again at each key: each word's matcher is kept.
    const key = `${word.lower}${word.open ? '…' : ''}`;
    let found = map.matchCache.get(key);
    if (!found) {
      found = matcherOf(word);
      if (map.matchCache.size > 200) map.matchCache.clear();
      map.matchCache.set(key, found);
    }
    return found;
  });
  const queryStems = new Set(words.map((word) => word.stem));
  const normalisedQuery = words.map((word) => word.lower).join(' ');
  const asksAboutChange = words.some((word) => CHANGE_WORDS.test(word.lower));
  // What the vocabulary says the words mean: pages to lift, and the pages' own words for the sections.
  const meant = map.vocabulary
    .map((entry) => ({ entry, words: Math.max(0, ...entry.phrases.filter((phrase) => phraseIn(phrase, queryStems)).map((phrase) => phrase.length)) }))
    .filter((item) => item.words > 0);
  // The longer the phrase, the surer: "drag and drop rows" says more than "drag and drop".
  const meantPages = new Map<string, number>();
  for (const { entry, words: length } of meant) for (const url of entry.pages) meantPages.set(url, Math.max(meantPages.get(url) ?? 0, 10 + 4 * length));
  const hints = meant.flatMap(({ entry }) => entry.means);

  const ranked: RankedPage[] = [];
  for (const prepared of map.pages) {
    const { page } = prepared;
    let score = 0;
    let matched = 0;
    let productOnly = true;
    words.forEach((word, index) => {
      const wordMatches = matches[index];
      const subject = WEIGHT.subject * best(prepared.subjectTerms, wordMatches);
      const heading = WEIGHT.heading * prepared.headings.reduce((top, item) => Math.max(top, best(item.terms, wordMatches)), 0);
      // A question meets an API entry only by its whole name; a name meets it by its parts too.
      const entry = WEIGHT.entry * prepared.entries.reduce((top, item) => Math.max(top, named ? best(item.terms, wordMatches) : item.lower === word.lower ? 1 : 0), 0);
      const product = WEIGHT.product * best(prepared.productTerms, wordMatches);
      const description = WEIGHT.description * best(prepared.descriptionTerms, wordMatches);
      const top = Math.max(subject, heading, entry, product, description);
      if (top > 0) matched += 1;
      if (top > product) productOnly = false;
      score += top;
    });
    if (matched === 0 && !meantPages.has(page.url)) continue;
    score *= (matched / words.length) ** 2;

    const subjectWords = stems(prepared.subject);
    // An API page titled like the words is the answer to a name, not to a question ("PieChart", not "pie chart").
    const titled = prepared.subject.toLowerCase() === normalisedQuery || subjectWords.join('') === words.map((word) => word.stem).join('');
    if (titled && (page.kind === 'guide' || named)) score += 20;
    else if (subjectWords.length > 0 && subjectWords.every((word) => queryStems.has(word))) score += 6;
    if (prepared.overview && productOnly && matched === words.length) score += 15;
    score += meantPages.get(page.url) ?? 0;
    // Guides the other pages link to more are the ones readers are sent to: first among near
    // equals. Not API pages: DataGridPremium is linked most, DataGrid is the one a name means.
    if (page.kind === 'guide') score += 0.4 * Math.log2(1 + (page.inbound ?? 0));

    // A heading that holds every word is the section the reader means.
    const sections = sectionsOf(prepared, words, matches, hints);
    if (sections.whole) score += 6;

    const exactEntry = identifierHits(prepared, words);
    if (page.kind === 'api') {
      if (named && exactEntry.title) score += 30;
      // A prop's name means the component's prop (DataGrid's getRowId) before an interface's (GridApi's).
      if (exactEntry.entries > 0) score += (named ? 20 : 4) + (prepared.component ? 1 : 0);
      if (!named) score *= API_FACTOR;
    }
    if (prepared.aboutChange && !asksAboutChange) score *= CHANGE_FACTOR;
    if (currentProduct && prepared.product === currentProduct) score *= 1.05;
    if (score <= 0) continue;
    ranked.push({ url: page.url, title: page.title, product: prepared.product, kind: page.kind, description: page.description, score, sections: sections.list });
  }
  // Equal scores: the shorter title is the more general page (DataGrid before DataGridPro).
  return ranked.sort((a, b) => b.score - a.score || a.title.length - b.title.length).slice(0, limit);
}

/** Whether a word of the query is the API page's component or one of its entries, by name. */
function identifierHits(prepared: PreparedPage, words: readonly QueryWord[]): { title: boolean; entries: number } {
  if (prepared.page.kind !== 'api') return { title: false, entries: 0 };
  const subject = prepared.subject.toLowerCase();
  const title = words.some((word) => word.lower === subject && word.lower.length > 2);
  const entries = prepared.entries.filter((entry) => words.some((word) => word.lower === entry.lower)).length;
  return { title, entries };
}

/**
 * The page's sections that hold the query's words, best first, at most three: entries named
 * exactly like a word (same case first), then headings by how many words (or the vocabulary's
 * words for them) they hold. `whole` says whether one heading holds them all.
 */
function sectionsOf(prepared: PreparedPage, words: readonly QueryWord[], matches: ((term: string) => number)[], hints: readonly string[][]): { list: RankedSection[]; whole: boolean } {
  const { page } = prepared;
  const found: { section: RankedSection; score: number }[] = [];
  for (const entry of prepared.entries) {
    const exact = words.find((word) => word.lower === entry.lower);
    if (exact) found.push({ section: { kind: entry.kind, title: entry.name, anchor: entryAnchor(page.entryPrefix ?? '', entry.kind, entry.name) }, score: exact.word === entry.name ? 102 : 101 });
  }
  let whole = false;
  for (const heading of prepared.headings) {
    const held = matches.filter((wordMatches) => best(heading.terms, wordMatches) > 0).length;
    const headingStems = new Set(heading.terms);
    const hinted = hints.some((phrase) => phraseIn(phrase, headingStems));
    if (held === words.length && words.length > 1) whole = true;
    const score = held + (hinted ? words.length : 0);
    if (score > 0) {
      const [anchor, title] = headingOf(heading.stored);
      found.push({ section: { kind: 'heading', title, anchor }, score });
    }
  }
  // A one-word query matching many headings weakly lists the ones that hold it best, in page order.
  const list = found
    .map((item, order) => ({ ...item, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .map((item) => item.section);
  return { list, whole };
}
