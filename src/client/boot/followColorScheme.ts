import { COLOR_SCHEME_ATTRIBUTE, DARK_QUERY, MODE_STORAGE_KEY, parseColorMode, resolveColorScheme } from '../theme/colorScheme';

/**
 * Until the page's code runs, this part of the inline loader keeps `<html data-mui-color-scheme>`
 * in step with a mode chosen in another tab and with the OS: a reader who switches to dark in one
 * tab sees every open tab follow, used or not. Once the page has hydrated the colour-scheme store
 * (src/client/theme/colorSchemeStore.ts) does this, so these listeners stand aside.
 */
export function followColorScheme(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  const query = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : null;
  const apply = () => {
    if (root.getAttribute('data-hydrated') === 'true') return;
    let stored: string | null = null;
    try {
      stored = win.localStorage.getItem(MODE_STORAGE_KEY);
    } catch {
      // Storage refused: the OS decides, as it did for the first paint.
    }
    const scheme = resolveColorScheme(parseColorMode(stored), query?.matches ?? false);
    if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  };
  win.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY || event.key === null) apply();
  });
  query?.addEventListener('change', apply);
}
