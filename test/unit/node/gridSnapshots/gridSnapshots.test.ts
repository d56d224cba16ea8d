import { JSDOM } from 'jsdom';
import { findGridDemos } from '../../../../src/node/gridSnapshots/findGridDemos';
import { applyFluidWidths, flexColumnWidth, FLUID_COLUMNS_CSS } from '../../../../src/node/gridSnapshots/fluidColumns';
import type { ColumnLayout } from '../../../../src/node/gridSnapshots/gridColumns';
import { insertSnapshots, planSnapshots } from '../../../../src/node/gridSnapshots/insertSnapshots';
import { fitToBudget } from '../../../../src/node/gridSnapshots/snapshotBudget';
import { classNamesIn, pickRules, requiredClasses, SNAPSHOT_ONLY_CSS, snapshotStyleElement } from '../../../../src/node/gridSnapshots/snapshotCss';
import type { GridSnapshot } from '../../../../src/node/gridSnapshots/snapshotTypes';
import { rowsInView, trimGrid } from '../../../../src/node/gridSnapshots/trimGrid';

/**
 * The pixels a CSS length of a snapshot comes to in a wrapper `width` pixels wide: custom
 * properties replaced by their values (from `declarations`, then FLUID_COLUMNS_CSS), then the
 * arithmetic done.
 */
function evaluateWidth(expression: string, width: number, declarations = ''): number {
  const values = new Map<string, string>();
  for (const [, name, value] of `${declarations};${FLUID_COLUMNS_CSS.replace(/^[^{]*\{|\}$/g, '')}`.matchAll(/(--[\w-]+):\s*([^;]+)/g)) {
    values.set(name, value.trim());
  }
  let css = expression;
  while (/var\(--[\w-]+\)/.test(css)) {
    css = css.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      if (!values.has(name)) throw new Error(`${name} is not declared`);
      return `(${values.get(name)})`;
    });
  }
  const js = css.replace(/100cqw/g, String(width)).replace(/px/g, '').replace(/calc\(/g, '(').replace(/max\(/g, 'Math.max(');
  const clamp = (low: number, value: number, high: number) => Math.min(Math.max(low, value), high);
  return new Function('clamp', `return ${js};`)(clamp) as number;
}

describe('grid snapshot CSS', () => {
  const rules = [
    '.css-root{display:flex;}',
    '.css-other{color:blue;}',
    '.css-root .MuiDataGrid-cell{padding:0 10px;}',
    '.css-root .MuiDataGrid-cell--editing{outline:1px solid;}',
    '.css-root .MuiDataGrid-cell:not(.Mui-selected){opacity:1;}',
    '@media (min-width:600px){.css-root{gap:8px;}}',
    '@media (hover: hover){.css-root .MuiDataGrid-row--editing{color:red;}}',
    'body{margin:0;}',
    '@keyframes animation-spin{from{opacity:0;}to{opacity:1;}}',
    '@keyframes animation-unused{from{opacity:1;}}',
    '.css-root .MuiDataGrid-cell .spinner{animation:animation-spin 1s;}',
    '.css-root{display:flex;}',
  ];
  const used = classNamesIn('<div class="MuiDataGrid-root css-root"><div class="MuiDataGrid-cell"><i class="spinner"></i></div></div>');

  it('keeps the rules that can style the snapshot, once each, keyframes first', () => {
    expect(pickRules(rules, used)).toEqual([
      '@keyframes animation-spin{from{opacity:0;}to{opacity:1;}}',
      '.css-root{display:flex;}',
      '.css-root .MuiDataGrid-cell{padding:0 10px;}',
      '.css-root .MuiDataGrid-cell:not(.Mui-selected){opacity:1;}',
      '@media (min-width:600px){.css-root{gap:8px;}}',
      '.css-root .MuiDataGrid-cell .spinner{animation:animation-spin 1s;}',
    ]);
  });

  it('needs every class of one selector of a list, not those in pseudo-classes or attributes', () => {
    expect(requiredClasses('.a .b:is(.c, .d) > [class~="e.f"], .g:not(.h, .i)').map((set) => [...set])).toEqual([['a', 'b'], ['g']]);
  });

  it('gathers the rules of several snapshots in one style element, each rule and the variables once', () => {
    const style = snapshotStyleElement([
      { variablesCss: '.MuiDataGridVariables-1{--a:1}', rules: ['.css-a{x:1}', '.css-b{x:2}'] },
      { variablesCss: '.MuiDataGridVariables-1{--a:1}', rules: ['.css-b{x:2}', '.css-c{content:"</style>"}'] },
    ]);
    expect(style).toBe(
      `<style data-grid-snapshots="">${SNAPSHOT_ONLY_CSS}\n.MuiDataGridVariables-1{--a:1}\n.css-a{x:1}\n.css-b{x:2}\n.css-c{content:"<\\/style>"}</style>`,
    );
  });
});

const SNAPSHOT = '<div data-grid-snapshot="" inert="" aria-hidden="true"><div class="MuiDataGrid-root">rows</div></div>';

function snapshot(path: number[], host: string, rules: string[] = ['.css-root{display:flex;}']): GridSnapshot {
  return { path, host, html: SNAPSHOT, variablesCss: '.MuiDataGridVariables-1{--a:1}', rules, rows: 1 };
}

// Written as a server renders it, with bytes a parse and serialisation would change (quotes,
// entities, upper-case tags, attribute order), which must come out as they went in.
const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title><STYLE>p{}</STYLE></head><body>`,
  `<p data-a='1' class=x>one&nbsp;two</p>`,
  `<div class="root" data-demo="data-grid/a/One" data-stand-in="grid" id="demo-One"><div class="demo"><span tabindex="-1" class="focus" aria-hidden="true"></span><!--$-->`,
  `<div class="MuiBox-root css-top"><p class="label">Label</p><div class="MuiBox-root css-host"></div></div>`,
  `<!--/$--></div><div role="toolbar"></div></div>`,
  `<div class="root" data-demo="data-grid/a/Two" data-stand-in="grid"><div class="demo"><span tabindex="-1" class="focus" aria-hidden="true"></span><div class="MuiBox-root css-two"></div></div></div>`,
  `</body></html>`,
].join('');

describe('insertSnapshots', () => {
  it('puts the snapshot in its empty box, marks the box, and adds one style at the end of <head>', () => {
    const html = insertSnapshots(PAGE, new Map([['data-grid/a/One', [snapshot([0, 1], 'div.MuiBox-root.css-host')]]]));
    const style = snapshotStyleElement([snapshot([0, 1], 'div.MuiBox-root.css-host')]);
    expect(html).toBe(
      PAGE.replace('<div class="MuiBox-root css-host"></div>', `<div class="MuiBox-root css-host" data-grid-snapshot-host="">${SNAPSHOT}</div>`).replace(
        '</head>',
        `${style}</head>`,
      ),
    );
  });

  it('adds one style for all the snapshots of a page', () => {
    const html = insertSnapshots(
      PAGE,
      new Map([
        ['data-grid/a/One', [snapshot([0, 1], 'div.MuiBox-root.css-host', ['.css-host-grid{a:1}'])]],
        ['data-grid/a/Two', [snapshot([0], 'div.MuiBox-root.css-two', ['.css-two-grid{b:2}'])]],
      ]),
    );
    expect(html.match(/<style data-grid-snapshots="">/g)).toHaveLength(1);
    expect(html.match(/MuiDataGridVariables-1/g)).toHaveLength(1);
    expect(html).toContain('.css-host-grid{a:1}\n.css-two-grid{b:2}</style></head>');
    expect(html.match(/data-grid-snapshot-host=""/g)).toHaveLength(2);
    expect(html).toContain(`<div class="MuiBox-root css-two" data-grid-snapshot-host="">${SNAPSHOT}</div>`);
  });

  it('leaves a page without snapshots as it is', () => {
    expect(insertSnapshots(PAGE, new Map([['data-grid/a/One', []]]))).toBe(PAGE);
  });

  it('fails, naming the demo, when the path leads elsewhere than an empty box of the recorded classes', () => {
    const attempt = (path: number[], host = 'div.MuiBox-root.css-host') => () => insertSnapshots(PAGE, new Map([['data-grid/a/One', [snapshot(path, host)]]]), 'x/page/index.html');
    expect(attempt([0, 0])).toThrow('in x/page/index.html, demo data-grid/a/One: the path 0/0 leads to a non-empty p.label, not to an empty div.MuiBox-root.css-host');
    expect(attempt([0])).toThrow('leads to a non-empty div.MuiBox-root.css-top');
    expect(attempt([0, 5])).toThrow('leads to nothing');
    expect(attempt([0, 1], 'div.MuiBox-root.css-changed')).toThrow('leads to an empty div.MuiBox-root.css-host, not to an empty div.MuiBox-root.css-changed');
    expect(() => insertSnapshots(PAGE, new Map([['data-grid/a/Gone', [snapshot([0], 'div')]]]))).toThrow('no box for the grid demo data-grid/a/Gone');
  });
});

describe('fitToBudget', () => {
  it('keeps snapshots in page order while the page stays within its budget', () => {
    const plan = planSnapshots(
      PAGE,
      new Map([
        ['data-grid/a/One', [snapshot([0, 1], 'div.MuiBox-root.css-host')]],
        ['data-grid/a/Two', [snapshot([0], 'div.MuiBox-root.css-two')]],
      ]),
    );
    const withFirst = insertSnapshots(PAGE, new Map([['data-grid/a/One', [snapshot([0, 1], 'div.MuiBox-root.css-host')]]]));
    const choice = fitToBudget(PAGE, plan, withFirst.length, (html) => html.length);
    expect(choice.kept.map((placed) => placed.demo)).toEqual(['data-grid/a/One']);
    expect(choice.dropped.map((placed) => placed.demo)).toEqual(['data-grid/a/Two']);
    expect(choice.html).toBe(withFirst);
    expect(fitToBudget(PAGE, plan, PAGE.length, (html) => html.length)).toEqual({ html: PAGE, kept: [], dropped: plan.placed });
  });
});

describe('findGridDemos', () => {
  it('lists grid demos and tells those rendered in an iframe', () => {
    const html = `<div data-demo="a/Grid" data-stand-in="grid"><div><div class="box"></div></div></div><div data-demo="a/Chart" data-stand-in="chart"></div><div data-demo="a/Framed" data-stand-in="grid"><div><iframe data-demo-frame=""></iframe></div></div><img src="x"><div data-demo="a/Last" data-stand-in="grid"></div>`;
    expect(findGridDemos(html)).toEqual({ grids: ['a/Grid', 'a/Last'], framed: ['a/Framed'], done: false });
    expect(findGridDemos(`<head><style data-grid-snapshots="">x</style></head>${html}`).done).toBe(true);
  });
});

function row(index: number, pinned = false): string {
  return `<div class="MuiDataGrid-row" role="row" data-id="${index}" aria-rowindex="${index + 2}" aria-selected="false" style="max-height: 52px; min-height: 52px; --height: 52px;"${pinned ? ' data-pinned=""' : ''}>
    <div class="MuiDataGrid-cell" role="gridcell" data-field="sku" tabindex="-1" style="--width: 110px;" id="cell-${index}-a">S${index}</div>
    <div class="MuiDataGrid-cell" role="gridcell" data-field="name" aria-describedby="cell-${index}-a" style="--width: 518px;">Name ${index}</div>
  </div>`;
}

function renderedGrid(rows: number): HTMLElement {
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  document.body.innerHTML = `<div class="MuiDataGrid-root css-root" role="grid" aria-rowcount="${rows + 1}" style="--DataGrid-columnsTotalWidth: 628px; --DataGrid-rowWidth: 628px; --DataGrid-topContainerHeight: 56px; --DataGrid-bottomContainerHeight: 0px;">
    <style>.MuiDataGridVariables-1{--a:1}</style>
    <div class="MuiDataGrid-columnHeaders">
      <div class="MuiDataGrid-columnHeader" role="columnheader" data-fields="|-sku-|-name-|" style="width: 628px;">Item</div>
      <div class="MuiDataGrid-columnHeader" role="columnheader" data-field="sku" style="width: 110px;" id="header-sku" aria-labelledby="header-sku-title" tabindex="0"><label for="filter-sku">SKU</label></div>
      <div class="MuiDataGrid-columnHeader" role="columnheader" data-field="name" style="width: 518px;" aria-controls="menu-name">Name</div>
    </div>
    <div class="MuiDataGrid-pinnedRows">${row(999, true)}</div>
    <div class="MuiDataGrid-virtualScrollerRenderZone" aria-activedescendant="cell-0-a">${Array.from({ length: rows }, (_, index) => row(index)).join('')}</div>
  </div>`;
  return document.querySelector('.MuiDataGrid-root')!;
}

const COLUMNS: ColumnLayout[] = [
  { field: 'sku', width: 110, flex: 0, minWidth: 50, maxWidth: Infinity },
  { field: 'name', width: 518, flex: 1, minWidth: 180, maxWidth: Infinity },
];

describe('trimGrid', () => {
  const count = (html: string, text: string) => html.split(text).length - 1;

  it('keeps at most the row limit of scrolling rows, and pinned rows besides', () => {
    const trimmed = trimGrid(renderedGrid(30), COLUMNS, { maxRows: 12, mainHeight: 5000, borderX: 2 });
    expect(count(trimmed.html, 'class="MuiDataGrid-row"')).toBe(13);
    expect(trimmed.html).toContain('data-id="999"');
    expect(trimmed.html).toContain('data-id="11"');
    expect(trimmed.html).not.toContain('data-id="12"');
    expect(trimmed.rows).toBe(13);
  });

  it('leaves out the rows below the bottom edge of the grid', () => {
    // 56 px of headers and 3 rows of 52 px fill the main area.
    const trimmed = trimGrid(renderedGrid(30), COLUMNS, { maxRows: 12, mainHeight: 56 + 3 * 52, borderX: 2 });
    expect(count(trimmed.html, 'class="MuiDataGrid-row"')).toBe(4);
    expect(rowsInView([52, 52, 52, 52], 157, 12)).toBe(4);
    expect(rowsInView([52, 52], 0, 12)).toBe(1);
    expect(rowsInView([], 100, 12)).toBe(0);
  });

  it('takes out ids, the references to them and what only a live grid uses, and leaves the grid rendered as it was', () => {
    const grid = renderedGrid(30);
    const trimmed = trimGrid(grid, COLUMNS, { maxRows: 12, mainHeight: 5000, borderX: 2 });
    expect(trimmed.html).not.toMatch(/\s(id|for|aria-labelledby|aria-describedby|aria-controls|aria-activedescendant|tabindex)=/);
    // Kept: the grid's CSS selects on the indexes, which are valid HTML only with a role, and a
    // role needs its states.
    expect(trimmed.html).toContain('role="row" data-id="0" aria-rowindex="2" aria-selected="false"');
    expect(trimmed.html).not.toContain('<style');
    expect(trimmed.variablesCss).toBe('.MuiDataGridVariables-1{--a:1}');
    expect(trimmed.html.startsWith('<div data-grid-snapshot="" inert="" aria-hidden="true"><div class="MuiDataGrid-root css-root"')).toBe(true);
    expect(grid.querySelectorAll('.MuiDataGrid-row')).toHaveLength(31);
    expect(grid.querySelectorAll('[id]').length).toBeGreaterThan(0);
  });
});

describe('fluid flex columns', () => {
  it("gives a flex column its share of the box's free width, within its bounds", () => {
    const width = flexColumnWidth({ flex: 1, minWidth: 180, maxWidth: Infinity }, { fixedWidth: 440, totalFlex: 1 });
    expect(width).toBe('max(180px, var(--snapshot-free) * 1)');
    // The box less 2 px of borders and 440 px of fixed columns.
    expect(evaluateWidth(width, 960, '--snapshot-fixed: 442px')).toBe(518);
    expect(evaluateWidth(width, 360, '--snapshot-fixed: 442px')).toBe(180);
    const bounded = flexColumnWidth({ flex: 1, minWidth: 100, maxWidth: 300 }, { fixedWidth: 0, totalFlex: 4 });
    expect(bounded).toBe('clamp(100px, var(--snapshot-free) * 0.25, 300px)');
    expect(evaluateWidth(bounded, 802, '--snapshot-fixed: 2px')).toBe(200);
    expect(evaluateWidth(bounded, 2002, '--snapshot-fixed: 2px')).toBe(300);
  });

  it('rewrites the widths of the flex columns, the groups spanning them and the row width', () => {
    const grid = renderedGrid(2);
    applyFluidWidths(grid, COLUMNS, 2);
    const rootStyle = grid.getAttribute('style')!;
    expect(rootStyle).toContain('--snapshot-fixed: 112px; --snapshot-flex-0: max(180px, var(--snapshot-free) * 1);');
    expect(rootStyle).not.toContain('cqw');
    const style = (selector: string) => grid.querySelector(selector)!.getAttribute('style');
    expect(style('.MuiDataGrid-columnHeader[data-field="name"]')).toBe('width: var(--snapshot-flex-0);');
    expect(style('.MuiDataGrid-cell[data-field="name"]')).toBe('--width: var(--snapshot-flex-0);');
    expect(style('[data-field="sku"]')).toBe('width: 110px;');
    expect(style('[data-fields]')).toBe('width: calc(110px + var(--snapshot-flex-0));');
    const declared = (name: string) => new RegExp(`${name}:\\s*([^;]+)`).exec(rootStyle)![1];
    // At the render width the widths are those the grid computed; narrower, the flex column
    // keeps its minimum and the rows overflow; wider, the rows span the box.
    for (const [box, name, total, row] of [[630, 518, 628, 628], [250, 180, 290, 290], [1000, 888, 998, 998]]) {
      expect(evaluateWidth(style('.MuiDataGrid-cell[data-field="name"]')!.replace('--width: ', '').replace(';', ''), box, rootStyle)).toBe(name);
      expect(evaluateWidth(declared('--DataGrid-columnsTotalWidth'), box, rootStyle)).toBe(total);
      expect(evaluateWidth(declared('--DataGrid-rowWidth'), box, rootStyle)).toBe(row);
    }
  });

  it('leaves a grid without flex columns as it was rendered', () => {
    const grid = renderedGrid(2);
    const before = grid.outerHTML;
    applyFluidWidths(grid, [{ ...COLUMNS[0] }, { ...COLUMNS[1], flex: 0 }], 2);
    expect(grid.outerHTML).toBe(before);
  });
});
