/**
 * A page the browser renders ahead of the reader (speculation rules' prerender: the next page in
 * reading order, src/shared/nav/nextPageRules.ts) is loaded and laid out in a hidden tab, and may
 * never be shown. What the inline loader does once a page has loaded (fetch the page's code, start
 * it when idle, show the ad, fetch the page after it) is for a reader: a prerendered page waits
 * until it is shown, and then does it as if it had just loaded. Imports nothing: the inline loader
 * is compiled from it (src/node/export/deferPageScripts.ts).
 */
export function whenShown(doc: Document, task: () => void): void {
  // `prerendering` is in Chromium's documents only; anywhere else a page is shown when it loads.
  if ((doc as Document & { prerendering?: boolean }).prerendering === true) doc.addEventListener('prerenderingchange', () => task(), { once: true });
  else task();
}
