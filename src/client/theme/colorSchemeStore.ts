import * as React from 'react';
import { inFrameAfterNextPaint } from '../utils/afterNextPaint';
import { COLOR_SCHEME_ATTRIBUTE, DARK_QUERY, MODE_STORAGE_KEY, parseColorMode, resolveColorScheme, type ColorMode, type ColorScheme } from './colorScheme';

/**
 * Keeps `<html data-mui-color-scheme>` in step with the stored mode, the OS preference and other
 * tabs. It is a few hundred bytes on every page; MUI's own provider would bring the whole theme
 * runtime to pages that otherwise have no MUI component in their first load.
 */
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;
// Where the choice lives when storage is disabled: it then lasts until the page is left.
let memoryMode: ColorMode | null = null;

function currentMode(): ColorMode {
  if (memoryMode) return memoryMode;
  try {
    return parseColorMode(window.localStorage.getItem(MODE_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

// Every browser the site supports has matchMedia; test DOMs and odd embeds may not.
const darkQuery = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function applyColorScheme() {
  const scheme = resolveColorScheme(currentMode(), darkQuery()?.matches ?? false);
  const root = document.documentElement;
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) === scheme) return;
  // Colour transitions (a few of MUI's controls have them) run through the switch, as with MUI's own
  // provider by default: turning them off meant restyling the whole page twice more.
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
}

function notify() {
  applyColorScheme();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!detach) {
    const query = darkQuery();
    const onStorage = (event: StorageEvent) => {
      if (event.key === MODE_STORAGE_KEY || event.key === null) notify();
    };
    query?.addEventListener('change', notify);
    window.addEventListener('storage', onStorage);
    detach = () => {
      query?.removeEventListener('change', notify);
      window.removeEventListener('storage', onStorage);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      detach?.();
      detach = null;
    }
  };
}

export function setColorMode(mode: ColorMode) {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, mode);
    memoryMode = null;
  } catch {
    memoryMode = mode;
  }
  // The pick is shown first, the page's new colours in the frame after: they restyle every element
  // of the page, over 100 ms on a phone.
  for (const listener of listeners) listener();
  inFrameAfterNextPaint(applyColorScheme);
}

const getMode = currentMode;
// The server cannot know the stored mode; `null` renders "not chosen yet" until hydration.
const getServerMode = () => null;

const getSystemScheme = (): ColorScheme => (darkQuery()?.matches ? 'dark' : 'light');

/** The OS's colour scheme (null until hydrated); follows changes. */
export function useSystemColorScheme(): ColorScheme | null {
  return React.useSyncExternalStore(subscribe, getSystemScheme, getServerMode);
}

/** The stored mode (null until hydrated) and its setter. */
export function useColorMode(): { mode: ColorMode | null; setMode: (mode: ColorMode) => void } {
  const mode = React.useSyncExternalStore(subscribe, getMode, getServerMode);
  return { mode, setMode: setColorMode };
}

/** Mounted once by the frame so the page follows the OS and other tabs with no settings open. */
export function useColorSchemeSync() {
  React.useEffect(() => {
    const unsubscribe = subscribe(() => {});
    applyColorScheme();
    return unsubscribe;
  }, []);
}
