import * as React from 'react';
import type { CodeTab } from '../../shared/codeTab';
import styles from './CodeTabs.module.css';

const STORAGE_PREFIX = 'codeblock-';
const CHANGE_EVENT = 'docs-codeblock-change';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Tabbed code samples (npm / pnpm / yarn…) following the WAI-ARIA tabs pattern. The choice is
 * stored per `storageKey` and shared by every group with that key, on every page and in every
 * open tab.
 */
export function CodeTabs({ storageKey, tabs }: { storageKey: string; tabs: CodeTab[] }) {
  const key = STORAGE_PREFIX + storageKey;
  const subscribe = React.useCallback(
    (notify: () => void) => {
      const onStorage = (event: StorageEvent) => event.key === key && notify();
      window.addEventListener('storage', onStorage);
      window.addEventListener(CHANGE_EVENT, notify);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(CHANGE_EVENT, notify);
      };
    },
    [key],
  );
  const stored = React.useSyncExternalStore(subscribe, () => readStored(key), () => null);
  const id = React.useId();
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.name === stored) ?? tabs[0];

  const choose = (name: string) => {
    try {
      window.localStorage.setItem(key, name);
    } catch {
      // Storage can be disabled; the event below still updates this page.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    choose(tabs[next].name);
    buttons.current[next]?.focus();
  };

  return (
    <div data-storage-key={storageKey} className={styles.group}>
      <div className={styles.tabList} role="tablist" aria-label={`${storageKey.replace(/-/g, ' ')} options`}>
        {tabs.map((tab, index) => {
          const selected = tab === current;
          return (
            <button
              key={tab.name}
              className={styles.tab}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.name)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tabs.indexOf(current)}`}
        dangerouslySetInnerHTML={{ __html: current.html }}
      />
    </div>
  );
}
