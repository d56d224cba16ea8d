import { distance } from '../../shared/nav/suggest';

/** Lower-case words of the titles, for spelling suggestions. */
export function vocabularyOf(titles: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const title of titles) {
    for (const word of title.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 3) words.add(word);
  }
  return words;
}

function closest(word: string, vocabulary: ReadonlySet<string>): string | null {
  const allowed = word.length >= 6 ? 2 : word.length >= 4 ? 1 : 0;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of vocabulary) {
    const found = distance(word, candidate, allowed);
    if (found <= allowed && (!best || found < best.distance)) best = { word: candidate, distance: found };
  }
  return best?.word ?? null;
}

/**
 * What to try when a query finds nothing: the query with its misspelt words replaced by the
 * nearest word of the docs' titles; failing that, for several words, the longest one alone.
 * Null when there is nothing better to offer.
 */
export function suggestQuery(query: string, vocabulary: ReadonlySet<string>): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const corrected = words.map((word) => (vocabulary.has(word) ? word : (closest(word, vocabulary) ?? word)));
  const suggestion = corrected.join(' ');
  if (suggestion !== words.join(' ')) return suggestion;
  if (words.length > 1) return [...words].sort((a, b) => b.length - a.length)[0];
  return null;
}
