import { createDocsTheme } from '../../../../src/client/theme/createDocsTheme';
import { serializeStyleSheets, themeCss } from '../../../../src/node/theme/themeStyleSheet';

describe('the static theme style sheet', () => {
  it('carries both colour schemes and tells the browser which one is in use', () => {
    const css = themeCss(createDocsTheme({ direction: 'ltr', dense: false }));
    expect(css).toContain(':root, [data-mui-color-scheme="light"]{');
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-background-default:#0C1117;/);
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\]\{color-scheme:dark;/);
    expect(css).not.toMatch(/[{;][a-z]+[A-Z]\w*:/);
    expect(css).toContain('--mui-font-body1:400 1rem/1.5 var(--docs-font-family,');
  });

  it('writes flat rules and refuses values it cannot write', () => {
    expect(serializeStyleSheets([{ ':root': { '--a': '1px', '--b': 2 } }, { '.empty': {} }])).toBe(':root{--a:1px;--b:2;}\n');
    expect(() => serializeStyleSheets([{ ':root': { '@media print': { color: 'red' } } }])).toThrow(
      ':root { @media print } is {"color":"red"}, not a CSS value',
    );
  });
});
