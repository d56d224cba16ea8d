/**
 * The speculation rules that render the next page in reading order ahead of the reader: the link
 * to it is the article's `a[rel~="next"]` (PageFooter.tsx). A tap on it then shows a page already
 * laid out, where a page only fetched ahead still had to be parsed and laid out after the tap (on
 * the phone profile, 250 to 500 ms for a page with grids). The page rendered ahead starts nothing
 * until it is shown (src/client/boot/whenShown.ts). The prefetch rule stays for browsers that
 * fetch ahead but do not render ahead (Chromium's own choice on a device short of memory).
 * Chromium keeps a page fetched this way for the navigation whatever its caching headers say; a
 * `<link rel="prefetch">` of a page served with `no-cache` was fetched again by the navigation that
 * followed it.
 *
 * The inline loader inserts them (src/client/boot/nextPageAhead.ts), and the content policy lists
 * their hash (src/node/hosting/writeHostFiles.ts): the text is a constant, so the hash is too.
 * Imports nothing: the loader is compiled from it (deferPageScripts.ts).
 */
export const NEXT_PAGE_LINK = 'a[rel~="next"]';
const NEXT_LINK = JSON.stringify({ where: { selector_matches: NEXT_PAGE_LINK }, eagerness: 'immediate' });
export const NEXT_PAGE_RULES = `{"prerender":[${NEXT_LINK}],"prefetch":[${NEXT_LINK}]}`;
