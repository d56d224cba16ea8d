/**
 * Anchor id of a heading: lower case, HTML tags and backticks dropped, runs of anything that is
 * not a letter or digit collapsed to `-`, dashes trimmed at both ends.
 */
export function textToHash(text: string): string {
  return encodeURI(
    text
      .replace(/<[^>]*>/g, '')
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  );
}

/** Hands out unique ids within one page: the second "Usage" heading becomes `usage-2`. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = textToHash(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
