/**
 * The speculation rules that fetch the next page in reading order ahead of the reader: the link to
 * it is the article's `a[rel~="next"]` (PageFooter.tsx). Chromium keeps a page fetched this way
 * for the navigation whatever its caching headers say; a `<link rel="prefetch">` of a page served
 * with `no-cache` was fetched again by the navigation that followed it.
 *
 * The inline loader inserts them once the page has loaded (src/client/boot/bootOnFirstUse.ts),
 * and the content policy lists their hash (src/node/hosting/writeHostFiles.ts): the text is a constant, so
 * the hash is too. Imports nothing: the loader is compiled from it (deferPageScripts.ts).
 */
export const NEXT_PAGE_RULES = '{"prefetch":[{"where":{"selector_matches":"a[rel~=\\"next\\"]"},"eagerness":"immediate"}]}';
