import { alpha, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { blue, grey } from '../../shared/theme/palette';
import { assertThemeColors, type ColorTree } from './themeColors';

export interface DocsThemeSettings {
  direction: 'ltr' | 'rtl';
  dense: boolean;
}

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

// As in `fonts.ts`: Apple and Windows systems all have Arial, so the Arial-based fallback face
// matches there and system faces listed after it are never reached; each listed family a system
// lacks still costs a font lookup per size and weight in the first layout (about 45 ms on a
// prose page in Chromium on Linux).
const SYSTEM_FONTS = ['Arial', 'sans-serif'].join(',');
/** `_app` sets `--docs-font-family` to the self-hosted Roboto face (its name is hashed by next/font). */
export const FONT_FAMILY = `var(--docs-font-family, ${SYSTEM_FONTS})`;

/** Component defaults for the "dense" setting: smaller controls, tighter lists and toolbars. */
function denseComponents(): ThemeOptions['components'] {
  const dense = { defaultProps: { margin: 'dense' as const } };
  return {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiFab: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiFilledInput: dense,
    MuiFormControl: dense,
    MuiFormHelperText: dense,
    MuiInputBase: dense,
    MuiInputLabel: dense,
    MuiOutlinedInput: dense,
    MuiTextField: dense,
    MuiListItem: { defaultProps: { dense: true } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  };
}

/** The colours of each scheme, as given to MUI (which derives the rest). */
export interface DocsPalettes {
  light: ColorTree;
  dark: ColorTree;
}

export const DOCS_PALETTES: DocsPalettes = {
  light: {
    primary: { main: blue[600], light: blue[400], dark: blue[800], ...blue },
    grey,
    text: { primary: grey[900], secondary: grey[600] },
    divider: grey[200],
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
  },
  dark: {
    primary: { main: blue[300], light: blue[200], dark: blue[500], ...blue },
    grey,
    text: { primary: grey[50], secondary: grey[300] },
    divider: alpha(grey[300], 0.16),
    background: { default: '#0C1117', paper: '#121A23' },
  },
};

/**
 * The docs theme. Both colour schemes are emitted as CSS variables keyed on the
 * `data-mui-color-scheme` attribute, which an inline script sets before the first paint: that is
 * what keeps a dark-mode reader from seeing a light flash.
 */
export function createDocsTheme({ direction, dense }: DocsThemeSettings, palettes: DocsPalettes = DOCS_PALETTES): Theme {
  assertThemeColors(palettes.light, 'colorSchemes.light.palette');
  assertThemeColors(palettes.dark, 'colorSchemes.dark.palette');
  return createTheme({
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
    direction,
    colorSchemes: {
      light: { palette: palettes.light },
      dark: { palette: palettes.dark },
    },
    shape: { borderRadius: 12 },
    spacing: 8,
    breakpoints: { values: BREAKPOINTS },
    zIndex: Z_INDEX,
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: 14,
      htmlFontSize: 16,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      fontWeightMedium: 500,
      fontWeightBold: 700,
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
      ...(dense ? denseComponents() : {}),
    },
  });
}

// The docs theme always uses CSS variables: this tells MUI's types so, which types `theme.vars`
// as present and enables the CSS-variable props of `ThemeProvider`.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
