/**
 * `Accept: text/markdown` answered with a page's Markdown twin, as the nginx block and
 * `npm run serve` (scripts/serve-static.mjs, which repeats the pattern: a unit test keeps the two
 * equal) both decide it. One regular expression, so nginx's `map` can hold it: a client wants the
 * twin when it names `text/markdown`, not with `q=0`, before any `text/html`. A browser names
 * neither first and gets the page; an agent that asks for Markdown first gets Markdown. Weighing
 * every q-value would need more than a pattern, and no client seen asks in that order.
 */
export const MARKDOWN_ACCEPT = /^(?:(?!text\/html)[\s\S])*?text\/markdown(?=\s*(?:[;,]|$))(?![^,]*;\s*q\s*=\s*0(?:\.0*)?\s*(?:[,;]|$))/i;

export function wantsMarkdown(accept: string | undefined): boolean {
  return accept !== undefined && MARKDOWN_ACCEPT.test(accept);
}

/** The twin a page address is served from when Markdown is asked for: `/x/a/b/` and `/x/a/b` → `/x/a/b.md`. */
export function twinForPath(pathname: string): string | null {
  const page = pathname.replace(/\/$/, '');
  return /^\/x\/[^.]*$/.test(page) ? `${page}.md` : null;
}
