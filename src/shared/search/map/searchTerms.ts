/**
 * How the search map's text and a reader's query become comparable terms: lower case without
 * accents, identifiers split at their humps (`getRowId` is also get, row, id), a light English
 * stemmer (sorting, sorted and sorts are sort), and neighbouring words joined (Date Picker is also
 * datepicker), so a name typed as one word or with a slip of the finger still meets its page.
 */

/** Words that carry no topic in a docs question. */
const STOPWORDS = new Set(['a', 'an', 'the', 'to', 'in', 'of', 'for', 'with', 'and', 'or', 'how', 'do', 'does', 'i', 'my', 'on', 'by', 'is', 'are', 'can', 'use', 'using', 'from', 'into', 'at', 'as', 'it', 'its', 'what', 'when', 'way', 'set', 'vs', 'versus', 'between', 'difference']);

const isLetterOrDigit = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * The words of a text, in order, case kept: letters and digits, apostrophes dropped, accents
 * stripped. A loop over the characters rather than regular expressions: the dialog splits every
 * heading of the site this way, on a phone, while the reader waits.
 */
export function wordsOf(text: string): string[] {
  let source = text;
  for (let index = 0; index < source.length; index += 1) {
    if (source.charCodeAt(index) > 127) {
      source = source.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      break;
    }
  }
  const words: string[] = [];
  let word = '';
  let start = -1;
  for (let index = 0; index <= source.length; index += 1) {
    const code = index < source.length ? source.charCodeAt(index) : 32;
    if (isLetterOrDigit(code)) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) word += source.slice(start, index);
    start = -1;
    // "What's" is one word, whats.
    if ((code === 39 || code === 0x2019) && word && isLetterOrDigit(source.charCodeAt(index + 1))) continue;
    if (word) words.push(word);
    word = '';
  }
  return words;
}

/** `getRowId` → get, Row, Id; `DataGridPro` → Data, Grid, Pro; `MUIX` stays whole. */
export function humpsOf(word: string): string[] {
  let inner = false;
  for (let index = 1; index < word.length && !inner; index += 1) inner = word.charCodeAt(index) >= 65 && word.charCodeAt(index) <= 90;
  if (!inner) return [word];
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
}

/** A word with an inner capital, as code names are: `getRowId`, `DataGrid`, `apiRef`. */
export const looksLikeIdentifier = (word: string) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(word);

const VOWEL = /[aeiouy]/;

/** A light stemmer: enough to meet plurals and verb forms, never so much that unrelated words meet. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('xes') || w.endsWith('zes')) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && VOWEL.test(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      // sorting → sort, pinned → pin, but not full → ful.
      if (/([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  // localization and localize, migration and migrate: one root each.
  if (w.endsWith('ization') && w.length >= 10) return w.slice(0, -5);
  if ((w.endsWith('ize') || w.endsWith('ise')) && w.length >= 6) return `${w.slice(0, -2)}z`;
  if (w.endsWith('ation') && w.length >= 8) return w.slice(0, -3);
  if (w.endsWith('ate') && w.length >= 6) return w.slice(0, -1);
  return w;
}

/** A word's own terms (its stem, itself in lower case, its humps' stems) and its lower-case parts, for joining. */
interface WordTerms {
  terms: string[];
  parts: string[];
}

// The same few thousand words recur across every page's headings and descriptions: each is worked
// out once. Worth it where it runs, on a phone, while the reader waits for the first results.
const wordTermsCache = new Map<string, WordTerms>();

function termsOfWord(word: string): WordTerms {
  const cached = wordTermsCache.get(word);
  if (cached) return cached;
  const lower = word.toLowerCase();
  const own = stem(word);
  // The word as written too: a word typed in part ("paginati") or with a slip is compared with it.
  const terms = own === lower ? [own] : [own, lower];
  const humps = humpsOf(word);
  let parts = [lower];
  if (humps.length > 1) {
    parts = humps.map((hump) => hump.toLowerCase());
    for (const hump of humps) terms.push(stem(hump));
  }
  const found = { terms, parts };
  wordTermsCache.set(word, found);
  return found;
}

/**
 * The comparable terms of a text: each word and its stem, its humps' stems, and words joined with
 * their next one or two (unless `join` is false: a sentence's neighbours are seldom one name). A
 * term may repeat: only whether it is there counts.
 */
export function termsOf(text: string, { join = true } = {}): string[] {
  const terms: string[] = [];
  const parts: string[] = [];
  for (const word of wordsOf(text)) {
    const found = termsOfWord(word);
    for (const term of found.terms) terms.push(term);
    for (const part of found.parts) parts.push(part);
  }
  if (!join) return terms;
  for (let index = 0; index + 1 < parts.length; index += 1) {
    terms.push(parts[index] + parts[index + 1]);
    if (index + 2 < parts.length) terms.push(parts[index] + parts[index + 1] + parts[index + 2]);
  }
  return terms;
}

/** A word of the query: its stem, and whether the reader may still be typing it (the last, with no space after). */
export interface QueryWord {
  /** As typed. */
  word: string;
  stem: string;
  /** Lower case, unstemmed: what a prefix is matched with. */
  lower: string;
  open: boolean;
}

/** The topic words of a query; its stopwords only when it has nothing else. */
export function queryWordsOf(query: string): QueryWord[] {
  const words = wordsOf(query);
  const endsOpen = /[A-Za-z0-9]$/.test(query);
  const all = words.map((word, index) => ({ word, stem: stem(word), lower: word.toLowerCase(), open: endsOpen && index === words.length - 1 }));
  const topical = all.filter((item) => !STOPWORDS.has(item.lower));
  return topical.length > 0 ? topical : all;
}

/** Edit distance with adjacent transpositions (optimal string alignment), stopped early once over `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How many slips a word of this length may carry and still count: none under four letters. */
export const allowedSlips = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);
