import { createDocsTheme } from '../../../../src/client/theme/createDocsTheme';

describe('the docs theme', () => {
  const theme = createDocsTheme({ direction: 'ltr', dense: false });

  it('uses the product constants', () => {
    expect(theme.shape.borderRadius).toBe(12);
    // Spacing is a CSS variable with the 8px unit as its fallback.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.typography).toMatchObject({
      fontSize: 14,
      htmlFontSize: 16,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
    });
  });

  it('has light and dark schemes emitted as CSS variables', () => {
    expect(Object.keys((theme as unknown as { colorSchemes: object }).colorSchemes).sort()).toEqual(['dark', 'light']);
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main/);
  });

  it('switches direction and density', () => {
    const rtlDense = createDocsTheme({ direction: 'rtl', dense: true });
    expect(rtlDense.direction).toBe('rtl');
    expect(rtlDense.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(rtlDense.components?.MuiTextField?.defaultProps).toEqual({ margin: 'dense' });
    expect(theme.components?.MuiButton).toBeUndefined();
  });
});
