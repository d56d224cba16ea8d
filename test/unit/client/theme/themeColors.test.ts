import { createDocsTheme, DOCS_PALETTES } from '../../../../src/client/theme/createDocsTheme';

describe('theme colours', () => {
  const settings = { direction: 'ltr' as const, dense: false };
  const withColor = (value: string) => ({ ...DOCS_PALETTES, dark: { ...DOCS_PALETTES.dark, divider: value } });

  it('accepts the shipped palettes and every format MUI parses', () => {
    expect(() => createDocsTheme(settings)).not.toThrow();
    for (const value of ['#abc', '#A1B2C3', '#A1B2C380', 'rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)', 'hsl(210, 50%, 40%)', 'hsla(210, 50%, 40%, 0.3)', 'color(display-p3 0.1 0.2 0.3)', 'color(rec-2020 1 0 0)']) {
      expect(() => createDocsTheme(settings, withColor(value))).not.toThrow();
    }
  });
  it("fails with the library's message and where the colour sits", () => {
    expect(() => createDocsTheme(settings, withColor('blue'))).toThrow(
      /^Theme colour colorSchemes\.dark\.palette\.divider = "blue": MUI: Unsupported `blue` color\.\nThe following formats are supported: #nnn, #nnnnnn, rgb\(\), rgba\(\), hsl\(\), hsla\(\), color\(\)\./,
    );
    expect(() => createDocsTheme(settings, withColor('color(xyz 1 0 0)'))).toThrow(/unsupported `xyz` color space/);
    expect(() => createDocsTheme(settings, withColor('oklch(60% 0.1 200)'))).toThrow(/Unsupported `oklch\(60% 0\.1 200\)` color/);
    const nested = { ...DOCS_PALETTES, light: { ...DOCS_PALETTES.light, primary: { main: 'tomato' } } };
    expect(() => createDocsTheme(settings, nested)).toThrow(/colorSchemes\.light\.palette\.primary\.main = "tomato"/);
  });
});
