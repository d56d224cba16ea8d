import { randomBytes } from 'node:crypto';
import { checkBudgets, checkHtmlBudget, describeScript, extractScripts, heaviestHtml, measureFirstLoad, measureHtml, type ScriptInfo } from '../../../../src/node/quality/budgets';

const scripts: Record<string, ScriptInfo> = {
  '/framework.js': { raw: 300_000, gzip: 100 * 1024, demos: [] },
  '/docs.js': { raw: 60_000, gzip: 20 * 1024, demos: [] },
  '/heavy.js': { raw: 200_000, gzip: 60 * 1024, demos: [] },
  '/grid-demos.js': { raw: 50_000, gzip: 15 * 1024, demos: ['data-grid/BasicGrid', 'data-grid/Sorting'] },
};
const script = (src: string) => scripts[src];

function page(route: string, srcs: string[], demos: string[] = []) {
  const html = `<html><body>${demos.map((demo) => `<div data-demo="${demo}"></div>`).join('')}${srcs
    .map((src) => `<script src="${src}" defer></script>`)
    .join('')}<script>inline()</script></body></html>`;
  return { route, html };
}

describe('the budget gate', () => {
  const loads = measureFirstLoad(
    [
      page('/x/prose/', ['/framework.js', '/docs.js']),
      page('/x/bloated/', ['/framework.js', '/docs.js', '/heavy.js']),
      page('/x/grid/', ['/framework.js', '/grid-demos.js'], ['data-grid/BasicGrid', 'data-grid/Sorting']),
      page('/x/charts/', ['/framework.js', '/grid-demos.js'], ['charts/Bars']),
    ],
    script,
  );

  it('sums the gzip size of each page’s first-load scripts', () => {
    expect(loads.map((load) => [load.route, load.gzip / 1024])).toEqual([
      ['/x/prose/', 120],
      ['/x/bloated/', 180],
      ['/x/grid/', 115],
      ['/x/charts/', 115],
    ]);
  });

  it('reports a page over budget, demo code in a first load, and a page that ships another page’s demos', () => {
    expect(checkBudgets(loads, script, 150 * 1024)).toEqual([
      { route: '/x/bloated/', reason: 'first-load JS is 180.0 kB gzip, over the 150.0 kB budget' },
      {
        route: '/x/grid/',
        reason: '/grid-demos.js puts demo code in the first load: data-grid/BasicGrid, data-grid/Sorting (demos load near the viewport)',
      },
      {
        route: '/x/charts/',
        reason: '/grid-demos.js ships code of demos it does not render: data-grid/BasicGrid, data-grid/Sorting',
      },
    ]);
  });

  it('finds demo markers in minified code and scripts in HTML', () => {
    const info = describeScript(Buffer.from('var a="docs-demo:data-grid/BasicGrid";var b="docs-demo:charts/Bars"'));
    expect(info.demos).toEqual(['data-grid/BasicGrid', 'charts/Bars']);
    expect(info.gzip).toBeGreaterThan(0);
    expect(extractScripts('<script src="/a.js"></script><script src="/a.js"></script><div data-demo="x"></div>')).toEqual({
      scripts: ['/a.js'],
      demos: ['x'],
    });
  });
});

describe('the HTML budget', () => {
  // Random bytes do not compress: as base64 they keep about three quarters of their length.
  const noise = (bytes: number) => randomBytes(bytes).toString('base64');
  const sizes = measureHtml([
    { route: '/x/small/', html: '<p>short</p>' },
    { route: '/x/api/huge/', html: `<script id="__NEXT_DATA__">${noise(70_000)}</script>` },
    { route: '/x/repetitive/', html: 'a'.repeat(500_000) },
  ]);

  it('measures each page gzip, data included, and names the heaviest first', () => {
    expect(sizes[2].raw).toBe(500_000);
    expect(sizes[2].gzip).toBeLessThan(2_000);
    expect(heaviestHtml(sizes, 2).map((size) => size.route)).toEqual(['/x/api/huge/', '/x/repetitive/']);
  });

  it('fails a page over budget and passes the others', () => {
    const problems = checkHtmlBudget(sizes, 60 * 1024);
    expect(problems).toHaveLength(1);
    expect(problems[0].route).toBe('/x/api/huge/');
    expect(problems[0].reason).toMatch(/^HTML is \d+\.\d kB gzip \(91\.2 kB raw\), over the 60\.0 kB budget$/);
    expect(checkHtmlBudget(sizes, 200 * 1024)).toEqual([]);
  });
});
