/**
 * `decodeURIComponent` for text a reader or another site controls (a fragment, a query, a stored
 * value): a malformed escape (`%`, `%C0`, `%E0%A4`) leaves the text as it was instead of throwing,
 * so a crafted link can never take a page down.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
