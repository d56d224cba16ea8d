import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CodeTab } from '../markdown/parsePage';

const STORAGE_PREFIX = 'codeblock-';
const CHANGE_EVENT = 'docs-codeblock-change';

/**
 * Tabbed code samples (npm / pnpm / yarn…). The choice is stored per `storageKey` and shared by
 * every tab group with that key on every page, including ones open in other tabs.
 */
export function CodeTabs({ storageKey, tabs }: { storageKey: string; tabs: CodeTab[] }) {
  const [selected, setSelected] = React.useState(tabs[0]?.name);
  const id = React.useId();

  React.useEffect(() => {
    const key = STORAGE_PREFIX + storageKey;
    const sync = () => {
      const stored = window.localStorage.getItem(key);
      if (stored && tabs.some((tab) => tab.name === stored)) setSelected(stored);
    };
    sync();
    const onStorage = (event: StorageEvent) => event.key === key && sync();
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGE_EVENT, sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGE_EVENT, sync);
    };
  }, [storageKey, tabs]);

  const choose = (name: string) => {
    setSelected(name);
    try {
      window.localStorage.setItem(STORAGE_PREFIX + storageKey, name);
    } catch {
      // Storage can be disabled; the choice then lasts for this page only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  const current = tabs.find((tab) => tab.name === selected) ?? tabs[0];
  return (
    <Box sx={{ mb: 2 }} data-storage-key={storageKey}>
      <Tabs
        value={current.name}
        onChange={(_event, name: string) => choose(name)}
        aria-label={`${storageKey.replace(/-/g, ' ')} options`}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, fontFamily: 'monospace' } }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={tab.name} id={`${id}-${tab.name}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.name}`} dangerouslySetInnerHTML={{ __html: current.html }} />
    </Box>
  );
}
