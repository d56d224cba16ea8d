import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import {
  createDriveServer,
  useDriveBusy,
  useDriveLog,
  useFollowLog,
  type DriveEntry,
} from './richDriveServer';

type CachedChildren = Parameters<DataSourceCache['set']>[1];

interface CacheStats {
  hits: number;
  misses: number;
  keys: string[];
}

/** A cache that never expires and counts what it serves; `clear()` empties it. */
function createCountingCache(onChange: (stats: CacheStats) => void): DataSourceCache {
  const entries = new Map<string, CachedChildren>();
  const stats: CacheStats = { hits: 0, misses: 0, keys: [] };
  const report = () => onChange({ ...stats, keys: Array.from(entries.keys()) });
  return {
    set(key, value) {
      entries.set(key, value);
      report();
    },
    get(key) {
      const value = entries.get(key);
      if (value === undefined) {
        stats.misses += 1;
      } else {
        stats.hits += 1;
      }
      report();
      return value;
    },
    clear() {
      entries.clear();
      report();
    },
  };
}

export default function RichLazyCustomCache() {
  const [server] = React.useState(() => createDriveServer({ latency: 600 }));
  const log = useDriveLog(server);
  const busy = useDriveBusy(server);
  const logRef = useFollowLog<HTMLDivElement>(log);
  const [stats, setStats] = React.useState<CacheStats>({ hits: 0, misses: 0, keys: [] });
  const [cache] = React.useState(() => createCountingCache(setStats));

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: DriveEntry) => item.childrenCount,
      getTreeItems: (parentId?: string) => server.getChildren(parentId),
    }),
    [server],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
        <Box component="span" sx={{ fontSize: 14 }}>
          hits: {stats.hits} · misses: {stats.misses}
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 280, overflow: 'auto' }}>
          <RichTreeViewPro
            aria-busy={busy}
            items={[]}
            dataSource={dataSource}
            dataSourceCache={cache}
            slotProps={{
              item: { slotProps: { loadingIcon: { 'aria-label': 'Loading folder' } } },
            }}
          />
        </Box>
        <Box
          ref={logRef}
        role="log"
          aria-label="Cache keys and server requests"
          tabIndex={0}
          sx={{
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 160, sm: 280 },
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 12,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
          }}
        >
          <div>cached keys: {stats.keys.length ? stats.keys.join(', ') : '(none)'}</div>
          {log.map((line) => (
            <div key={line.id}>{line.text}</div>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
