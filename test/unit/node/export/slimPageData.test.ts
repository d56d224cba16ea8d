/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { DOM_HTML_ATTRIBUTE, restorePageDataFromDom } from '../../../../src/client/boot/pageDataFromDom';
import { slimPageData } from '../../../../src/node/export/slimPageData';

const SECTION = '<h2 id="usage">Usage</h2><p>Render the <code>DataGrid</code> inside a <strong>sized</strong> parent.</p>';
const NESTED = '<div class="callout"><p>Nested <em>markup</em> of the note, long enough to be worth moving.</p></div>';
const SHARED = '<p>The same description, used by two entries of the data, long enough to move.</p>';
const PARTIAL = '<p>A paragraph that is only part of its element, so it has to stay in the data.</p>';
const TEXT = 'A plain sentence with no markup, rendered as a text child, which React escaped for us.';
const SHORT = '<p>Short.</p>';

function page(props: unknown, body: string) {
  const json = JSON.stringify({ props: { pageProps: props }, page: '/x/[...slug]' }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<!DOCTYPE html><html><head><style>.a>.b{}</style></head><body><div id="__next">${body}</div><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;
}

const PROPS = { sections: [{ html: SECTION }, { html: NESTED }, { html: SHORT }], entries: [{ descriptionHtml: SHARED }, { descriptionHtml: SHARED }, { descriptionHtml: PARTIAL }], title: TEXT };
const BODY = `<article><div class="docs-markdown">${SECTION}</div><div>${NESTED}</div><div>${SHORT}</div><ul><li><div>${SHARED}</div></li><li><div>${PARTIAL}<p>and more</p></div></li></ul><h1>${TEXT}</h1></article>`;

const dataOf = (html: string) => {
  const dom = new JSDOM(html);
  return { dom, json: () => JSON.parse(dom.window.document.getElementById('__NEXT_DATA__')?.textContent ?? 'null') as { props: { pageProps: typeof PROPS } } };
};

describe('page data without the HTML the page holds', () => {
  it('takes out each string that is the whole content of one element, and marks that element', () => {
    const html = page(PROPS, BODY);
    const { html: slim, moved } = slimPageData(html, 'page.html');
    expect(moved).toBe(3);
    expect(slim.length).toBeLessThan(html.length - SECTION.length - NESTED.length);
    const { dom, json } = dataOf(slim);
    const props = json().props.pageProps;
    // Kept: too short, only part of its element, and text without markup.
    expect(props.sections[2].html).toBe(SHORT);
    expect(props.entries[2].descriptionHtml).toBe(PARTIAL);
    expect(props.title).toBe(TEXT);
    expect(props.sections[0].html).not.toContain('<');
    // One mark for the shared string, on its element; the page reads as before.
    expect(props.entries[0].descriptionHtml).toBe(props.entries[1].descriptionHtml);
    expect(dom.window.document.querySelectorAll(`[${DOM_HTML_ATTRIBUTE}]`)).toHaveLength(3);
    expect(dom.window.document.querySelector('.docs-markdown')?.innerHTML).toBe(SECTION);
    // The data is still safe inside its script element.
    expect(/<script id="__NEXT_DATA__" type="application\/json">[^<]*<\/script>/.test(slim)).toBe(true);
  });

  it('the loader puts every string back from its element, so the data is what it was', () => {
    const { html: slim } = slimPageData(page(PROPS, BODY), 'page.html');
    const { dom, json } = dataOf(slim);
    expect(restorePageDataFromDom(dom.window.document)).toBe(4);
    expect(json().props.pageProps).toEqual(PROPS);
    // Once whole, there is nothing left to restore.
    expect(restorePageDataFromDom(dom.window.document)).toBe(0);
  });

  it('leaves alone a page with no data, or whose data repeats nothing', () => {
    const bare = '<!DOCTYPE html><html><body><p>404</p></body></html>';
    expect(slimPageData(bare, '404.html')).toEqual({ html: bare, moved: 0 });
    const unrelated = page({ sections: [{ html: SECTION }] }, '<p>Something else entirely.</p>');
    expect(slimPageData(unrelated, 'page.html')).toEqual({ html: unrelated, moved: 0 });
    expect(restorePageDataFromDom(new JSDOM(bare).window.document)).toBe(0);
  });
});
