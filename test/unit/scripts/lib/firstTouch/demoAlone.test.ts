import { bareHtml, firstTagWith, selectorAttributes } from '../../../../../scripts/lib/firstTouch/demoAlone';

describe('selectorAttributes', () => {
  it('reads attributes with and without values', () => {
    expect([...selectorAttributes('[data-demo][data-stand-in="grid"]')]).toEqual([
      ['data-demo', null],
      ['data-stand-in', 'grid'],
    ]);
  });

  it('refuses a selector that asks for more than attributes', () => {
    expect(() => selectorAttributes('div[data-demo]')).toThrow(/attributes alone/);
    expect(() => selectorAttributes('[data-demo] .MuiDataGrid-root')).toThrow(/attributes alone/);
    expect(() => selectorAttributes('')).toThrow(/attributes alone/);
  });
});

describe('firstTagWith', () => {
  const html = [
    '<main class="a"><div class="x" data-demo="charts/bars/Plain" data-stand-in="chart">',
    '<div class="x" data-demo="data-grid/sorting/First" data-stand-in="grid" id="demo-First">',
    '<div data-demo="data-grid/sorting/Second" data-stand-in="grid">',
  ].join('');

  it('finds the first tag with every attribute asked for, with its attributes', () => {
    const found = firstTagWith(html, selectorAttributes('[data-demo][data-stand-in="grid"]'));
    expect(found?.get('data-demo')).toBe('data-grid/sorting/First');
    expect(found?.get('id')).toBe('demo-First');
    expect(firstTagWith(html, selectorAttributes('[data-demo]'))?.get('data-demo')).toBe('charts/bars/Plain');
  });

  it('gives null when no tag matches, and does not match a value by its start', () => {
    expect(firstTagWith(html, selectorAttributes('[data-stand-in="picker"]'))).toBeNull();
    expect(firstTagWith(html, selectorAttributes('[data-stand-in="gri"]'))).toBeNull();
  });
});

describe('bareHtml', () => {
  it("keeps the demo's data attributes on its box, escaped, and drops the rest", () => {
    const page = bareHtml(new Map([['data-demo', 'a/"b"&<c>'], ['data-stand-in', 'grid'], ['class', 'site-only'], ['id', 'demo-B']]), 'B alone', false);
    expect(page).toContain('<div data-demo="a/&quot;b&quot;&amp;&lt;c>" data-stand-in="grid"><div id="demo"></div></div>');
    expect(page).not.toContain('site-only');
    expect(page).not.toContain('demo.css');
    expect(page).toContain('<script type="module" src="demo.js"></script>');
  });

  it('links the CSS the packages import when the bundle has some', () => {
    expect(bareHtml(new Map([['data-demo', 'x']]), 'x', true)).toContain('<link rel="stylesheet" href="demo.css">');
  });
});
