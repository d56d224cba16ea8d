import { MODE_STORAGE_KEY } from '../theme/colorScheme';
import { paintColorMode, readStoredMode } from './followColorScheme';
import { serializeCookie } from '../utils/cookieHeader';
import { EARLY_SETTING_PREFIX, SETTING_ATTRIBUTE, SETTING_COOKIE_ATTRIBUTE, SETTINGS_PANEL_ID } from '../../shared/nav/shellIds';

/**
 * The settings panel answers before the page's code runs: it is a popover (its button opens it
 * with `popovertarget`) of native radios, so a tap shows the choice at once. This part of the
 * inline loader applies what can be applied without the app: the colour mode (stored, and painted),
 * a choice kept in a cookie (the code variant) and the direction (`<html dir>`). The visit's other
 * choices wait on `<html data-early-*>` for the code, which takes them over when it hydrates
 * (src/client/preferences/visitPreferenceStore.ts). Once it has, React owns the radios and this
 * stands aside.
 */
export function followSettings(win: Window & typeof globalThis): void {
  const doc = win.document;
  const root = doc.documentElement;
  const hydrated = () => root.getAttribute('data-hydrated') === 'true';

  // The server cannot know the stored mode: the panel shows it as it opens.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const panel = event.target;
      if (hydrated() || !(panel instanceof win.HTMLElement) || panel.id !== SETTINGS_PANEL_ID) return;
      if ((event as ToggleEvent).newState !== 'open') return;
      const mode = readStoredMode(win) ?? 'system';
      for (const input of panel.querySelectorAll(`input[${SETTING_ATTRIBUTE}="mode"]`)) {
        if (input instanceof win.HTMLInputElement) input.checked = input.value === mode;
      }
    },
    true,
  );

  doc.addEventListener('change', (event) => {
    const input = event.target;
    if (hydrated() || !(input instanceof win.HTMLInputElement) || !input.checked) return;
    const setting = input.getAttribute(SETTING_ATTRIBUTE);
    if (!setting || !/^[a-z][a-zA-Z]*$/.test(setting)) return;
    if (setting === 'mode') {
      try {
        win.localStorage.setItem(MODE_STORAGE_KEY, input.value);
      } catch {
        // Storage refused: the choice is painted, not kept.
      }
      paintColorMode(win, input.value);
      return;
    }
    const cookie = input.getAttribute(SETTING_COOKIE_ATTRIBUTE);
    if (cookie) {
      if (/^\w+$/.test(cookie)) doc.cookie = serializeCookie(cookie, input.value);
      return;
    }
    if (setting === 'direction' && (input.value === 'ltr' || input.value === 'rtl')) root.dir = input.value;
    root.setAttribute(`${EARLY_SETTING_PREFIX}${setting}`, input.value);
  });
}
