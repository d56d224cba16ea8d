import { MODE_STORAGE_KEY } from '../theme/colorScheme';
import { paintColorMode, readStoredMode } from './followColorScheme';
import { serializeCookie } from '../utils/cookieHeader';
import { inFrameAfterNextPaint } from '../utils/afterNextPaint';
import { EARLY_SETTING_PREFIX, SETTING_ATTRIBUTE, SETTING_COOKIE_ATTRIBUTE, SETTINGS_PANEL_ID } from '../../shared/nav/shellIds';

/**
 * The settings panel answers before the page's code runs: it is a popover (its button opens it
 * with `popovertarget`) of native radios, so a tap shows the choice at once. This part of the
 * inline loader applies what can be applied without the app: the colour mode (stored, and painted),
 * a choice kept in a cookie (the code variant) and the direction (`<html dir>`). The visit's other
 * choices wait on `<html data-early-*>` for the code, which takes them over when it hydrates
 * (src/client/preferences/visitPreferenceStore.ts). Once it has, React owns the radios and this
 * stands aside.
 *
 * A new mode or direction restyles every element of the page, 100 to 200 ms on a phone: the radio
 * is painted first, and the page changes in the frame after (as PreferencesContext.tsx and
 * colorSchemeStore.ts do once the code runs).
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
      inFrameAfterNextPaint(() => {
        if (!hydrated()) paintColorMode(win, input.value);
      }, win);
      return;
    }
    const cookie = input.getAttribute(SETTING_COOKIE_ATTRIBUTE);
    if (cookie) {
      if (/^\w+$/.test(cookie)) doc.cookie = serializeCookie(cookie, input.value);
      return;
    }
    // Kept at once for the code, which may hydrate before the page has turned.
    root.setAttribute(`${EARLY_SETTING_PREFIX}${setting}`, input.value);
    const direction = input.value;
    if (setting === 'direction' && (direction === 'ltr' || direction === 'rtl')) {
      inFrameAfterNextPaint(() => {
        if (!hydrated()) root.dir = direction;
      }, win);
    }
  });
}
