/**
 * The reader's colour mode, as pure rules. The storage key and the attribute are the ones MUI's
 * inline colour-scheme script reads before the first paint, so the page is painted in the right
 * scheme before any of the app's JavaScript has loaded.
 */
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const MODES: readonly string[] = ['light', 'dark', 'system'];

/** A stored value another version (or a person with devtools) wrote falls back to following the OS. */
export function parseColorMode(stored: string | null | undefined): ColorMode {
  return stored && MODES.includes(stored) ? (stored as ColorMode) : 'system';
}

export function resolveColorScheme(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
