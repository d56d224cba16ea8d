import fs from 'node:fs';
import path from 'node:path';

/**
 * The plain (not module) stylesheets of the site's parts are global: a rule that names no class
 * of its own reaches every element on the page, the demos' too. `[aria-selected='true']` in the
 * search box's sheet once filled a date picker's selected week with the search's highlight in
 * right-to-left, where the demo's styles land before it. Only the theme's base sheet styles
 * elements by name.
 */
const CLIENT = path.join(__dirname, '../../../../src/client');
const THEME = path.join(CLIENT, 'theme');

function plainStylesheets(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === THEME ? [] : plainStylesheets(full);
    return entry.name.endsWith('.css') && !entry.name.endsWith('.module.css') ? [full] : [];
  });
}

/** Every selector of a stylesheet's style rules, at the top level or inside at-rules. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => prelude.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));
}

describe('global stylesheets', () => {
  it('reads the selectors of nested and grouped rules', () => {
    expect(selectorsOf('/* a { */ .a, [x] .b {} @media (min-width: 1px) { .c:hover { color: red; } }')).toEqual(['.a', '[x] .b', '.c:hover']);
  });

  const sheets = plainStylesheets(CLIENT);
  it('are found', () => expect(sheets.length).toBeGreaterThan(0));

  it.each(sheets.map((sheet) => [path.relative(CLIENT, sheet)]))('%s styles only elements with a class of its own', (sheet) => {
    const unscoped = selectorsOf(fs.readFileSync(path.join(CLIENT, sheet), 'utf8')).filter((selector) => !/\.[A-Za-z_-]/.test(selector));
    expect(unscoped).toEqual([]);
  });
});
