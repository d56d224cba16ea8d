import { COLOR_SCHEME_ATTRIBUTE, DARK_QUERY, MODE_STORAGE_KEY, parseColorMode, resolveColorScheme } from '../theme/colorScheme';

/** The stored mode, or null when storage is refused (the OS then decides, as for the first paint). */
export function readStoredMode(win: Window & typeof globalThis): string | null {
  try {
    return win.localStorage.getItem(MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Paints `<html data-mui-color-scheme>` for a mode (as stored: anything unknown follows the OS). */
export function paintColorMode(win: Window & typeof globalThis, mode: string | null): void {
  const root = win.document.documentElement;
  const prefersDark = typeof win.matchMedia === 'function' && win.matchMedia(DARK_QUERY).matches;
  const scheme = resolveColorScheme(parseColorMode(mode), prefersDark);
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
}

/**
 * Until the page's code runs, this part of the inline loader keeps `<html data-mui-color-scheme>`
 * in step with a mode chosen in another tab and with the OS: a reader who switches to dark in one
 * tab sees every open tab follow, used or not. Once the page has hydrated the colour-scheme store
 * (src/client/theme/colorSchemeStore.ts) does this, so these listeners stand aside.
 */
export function followColorScheme(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  const apply = () => {
    if (root.getAttribute('data-hydrated') !== 'true') paintColorMode(win, readStoredMode(win));
  };
  win.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY || event.key === null) apply();
  });
  if (typeof win.matchMedia === 'function') win.matchMedia(DARK_QUERY).addEventListener('change', apply);
}
