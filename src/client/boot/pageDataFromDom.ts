/**
 * The page's data, made whole again from its own HTML before the page's code reads it.
 *
 * Next repeats in `__NEXT_DATA__` every prop a page was rendered from, so an article's HTML came
 * twice: once as the page, once as a JSON string (on a prose page, 48 of its 128 kB). The build
 * (src/node/export/slimPageData.ts) takes out of the JSON each string of HTML that is, verbatim, the
 * whole content of one element of the page, marks that element with `DOM_HTML_ATTRIBUTE`, and
 * leaves `DOM_HTML_MARK` and the mark's number in the string's place. Before the scripts start,
 * the loader (src/client/boot/bootOnFirstUse.ts) puts each string back from its element.
 *
 * Inlined in the loader: imports nothing.
 */
export const DOM_HTML_ATTRIBUTE = 'data-props-html';
export const DOM_HTML_MARK = '\u0000dom:';

const NEXT_DATA_ID = '__NEXT_DATA__';

/**
 * Puts the HTML strings back into `__NEXT_DATA__`, from the elements that hold them. The page's
 * elements are as the server sent them: nothing has run yet that could have changed them.
 * `innerHTML` may spell the HTML differently (entities, void tags), never with another meaning.
 */
export function restorePageDataFromDom(doc: Document): number {
  const data = doc.getElementById(NEXT_DATA_ID);
  const text = data?.textContent;
  // The mark as it is spelled inside the JSON text.
  if (!data || !text || !text.includes(JSON.stringify(DOM_HTML_MARK).slice(1, -1))) return 0;
  const holders = new Map<string, Element>();
  for (const element of doc.querySelectorAll(`[${DOM_HTML_ATTRIBUTE}]`)) holders.set(element.getAttribute(DOM_HTML_ATTRIBUTE) ?? '', element);
  let restored = 0;
  const whole = JSON.parse(text, (_key, value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith(DOM_HTML_MARK)) return value;
    restored += 1;
    return holders.get(value.slice(DOM_HTML_MARK.length))?.innerHTML ?? '';
  }) as unknown;
  data.textContent = JSON.stringify(whole);
  return restored;
}
