/** @jest-environment jsdom */
import { JSDOM } from 'jsdom';
import { compileBootScript, deferPageScripts, IDLE_DELAY_MS, PREFETCH_DELAY_MS } from '../../../../src/node/export/deferPageScripts';
import { extractScripts } from '../../../../src/node/quality/budgets';
import { pageAssets } from '../../../../src/node/sw/shellAssets';
import { settle, settleUntil } from '../../support/jsdomWait';

const SCRIPTS = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react.js', '/_next/static/chunks/page.js'];

describe('deferPageScripts', () => {
  const page = (scripts: string) => `<!DOCTYPE html><html><head><script>inline()</script>${scripts}</head><body><main>Article</main><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>`;
  const nextTags = SCRIPTS.map((src) => `<script src="${src}" defer=""></script>`).join('');

  it('replaces the Next scripts by the loader, which lists them in order', () => {
    const { html, scripts } = deferPageScripts(page(nextTags), 'BOOT()', 'page.html');
    expect(scripts).toEqual(SCRIPTS);
    expect(html).not.toContain('defer=""');
    expect(html).toContain('<script>inline()</script>');
    expect(html).toMatch(/<script data-scripts="\[&quot;\/_next\/static\/chunks\/runtime\.js&quot;,[^"]*">BOOT\(\)<\/script><\/body>/);
    // The build's readers of the page still see every script it starts.
    expect(extractScripts(html).scripts).toEqual(SCRIPTS);
    expect(pageAssets(html)).toEqual(expect.arrayContaining(SCRIPTS));
  });

  it('leaves a page without Next scripts, and other scripts, alone', () => {
    const html = page('<script src="https://example.test/other.js" defer=""></script>');
    expect(deferPageScripts(html, 'BOOT()', 'page.html')).toEqual({ html, scripts: [] });
  });

  it('leaves the scripts of a page marked to start on load where Next put them', () => {
    const html = page(nextTags).replace('<html>', '<html lang="en" data-scripts-on-load="">');
    expect(deferPageScripts(html, 'BOOT()', 'page.html')).toEqual({ html, scripts: [] });
    expect(extractScripts(html).scripts).toEqual(SCRIPTS);
  });

  it('fails, naming the file, on a page it cannot place the loader in or has deferred already', () => {
    expect(() => deferPageScripts(nextTags, 'BOOT()', 'out/broken.html')).toThrow('out/broken.html: no </body>');
    const once = deferPageScripts(page(nextTags), 'BOOT()', 'page.html').html;
    expect(() => deferPageScripts(once.replace('<main>', `${nextTags}<main>`), 'BOOT()', 'out/twice.html')).toThrow('out/twice.html');
  });

  it('compiles a loader that runs as an inline script and starts the page on first use', async () => {
    const { html } = deferPageScripts(page(nextTags), compileBootScript({ searchBox: '/_next/static/chunks/search-box-0123456789abcdef.js', adSlot: '/_next/static/chunks/ad-slot-0123456789abcdef.js' }), 'page.html');
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    const started = () => [...dom.window.document.querySelectorAll('head script[src]')].map((script) => script.getAttribute('src'));
    expect(started()).toEqual([]);
    dom.window.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Shift' }));
    await settle(dom.window as unknown as Window);
    expect(started()).toEqual(SCRIPTS);
    expect(PREFETCH_DELAY_MS).toBeLessThan(IDLE_DELAY_MS);
  });

  it("hands the loader the files of the page's demos, which it fetches for the demo near the viewport", async () => {
    const list = { base: '/_next/', files: ['static/chunks/index.js', 'static/chunks/grid.js'], page: [0], demos: { 'grid/Sorting': [1] } };
    let listedFrom: readonly string[] = [];
    const withDemo = page(nextTags).replace('<main>Article</main>', '<main>Article<div data-demo="grid/Sorting"></div></main>');
    const { html } = deferPageScripts(withDemo, compileBootScript({ searchBox: '/_next/static/chunks/search-box-0123456789abcdef.js', adSlot: '/_next/static/chunks/ad-slot-0123456789abcdef.js' }), 'page.html', (scripts) => {
      listedFrom = scripts;
      return list;
    });
    expect(listedFrom).toEqual(SCRIPTS);
    const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
    dom.window.HTMLElement.prototype.getBoundingClientRect = () => ({ top: 100, bottom: 500 }) as DOMRect;
    dom.window.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'Shift' }));
    await settleUntil(dom.window as unknown as Window, () => dom.window.document.querySelector('head link[rel="prefetch"]') !== null);
    expect([...dom.window.document.querySelectorAll('head link[rel="prefetch"]')].map((link) => link.getAttribute('href'))).toEqual(['/_next/static/chunks/index.js', '/_next/static/chunks/grid.js']);
  });
});
