import * as React from 'react';
import { layoutSetting, parseLayout, type ApiLayout, type ApiSectionKind } from '../../shared/api/layoutPreference';

// Tells the other sections of this page (same key, e.g. two grids of slots) that the choice
// changed; `storage` events only reach other tabs.
const LAYOUT_EVENT = 'docs-api-layout';

function subscribe(notify: () => void) {
  window.addEventListener('storage', notify);
  window.addEventListener(LAYOUT_EVENT, notify);
  return () => {
    window.removeEventListener('storage', notify);
    window.removeEventListener(LAYOUT_EVENT, notify);
  };
}

// Where choices go when localStorage is disabled, so the switch still works on this page.
const unsaved = new Map<string, string>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return unsaved.get(key) ?? null;
  }
}

/**
 * A section's layout. The server snapshot is always the default, so the server HTML and the
 * hydrating render agree; React re-renders with the stored choice right after hydration.
 */
export function useApiLayout(section: ApiSectionKind, expandedByDefault: boolean): [ApiLayout, (layout: ApiLayout) => void] {
  const { key, fallback } = layoutSetting(section, expandedByDefault);
  const stored = React.useSyncExternalStore(subscribe, () => readStored(key), () => null);
  const choose = React.useCallback(
    (layout: ApiLayout) => {
      try {
        window.localStorage.setItem(key, layout);
      } catch {
        unsaved.set(key, layout);
      }
      window.dispatchEvent(new Event(LAYOUT_EVENT));
    },
    [key],
  );
  return [parseLayout(stored) ?? fallback, choose];
}
