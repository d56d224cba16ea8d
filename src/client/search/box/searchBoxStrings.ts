/**
 * The words the search box shows once it is open. The page's shell (SearchBox.tsx) translates them
 * into the reader's language at build time and hands them to the box in the dialog's
 * `data-strings`, since the box draws with no React and no translator.
 */
export const SEARCH_BOX_STRING_KEYS = [
  'results',
  'recent',
  'clearRecent',
  'quickLinks',
  'noResults',
  'suggestion',
  'browse',
  'unavailable',
  'retry',
  'devIndex',
  'loading',
  'resultCount',
  'oneResult',
  'localNote',
  'kind.api',
  'section.heading',
  'section.prop',
  'section.slot',
  'section.class',
] as const;

export type SearchBoxStrings = Record<(typeof SEARCH_BOX_STRING_KEYS)[number], string>;

/** The strings of a dialog's `data-strings`; a missing or broken attribute falls back to the keys, so nothing throws. */
export function readSearchBoxStrings(raw: string | null | undefined): SearchBoxStrings {
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  const source = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(SEARCH_BOX_STRING_KEYS.map((key) => [key, typeof source[key] === 'string' ? source[key] : key])) as SearchBoxStrings;
}
