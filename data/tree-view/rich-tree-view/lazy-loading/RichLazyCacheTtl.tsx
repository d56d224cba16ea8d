import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import {
  createDriveServer,
  useDriveBusy,
  useDriveLog,
  useFollowLog,
  type DriveEntry,
} from './richDriveServer';

const lifetimes = { short: 10_000, default: 300_000 };
type Lifetime = keyof typeof lifetimes;

export default function RichLazyCacheTtl() {
  const [server] = React.useState(() => createDriveServer({ latency: 600 }));
  const log = useDriveLog(server);
  const busy = useDriveBusy(server);
  const logRef = useFollowLog<HTMLDivElement>(log);
  const [lifetime, setLifetime] = React.useState<Lifetime>('short');

  // The tree reads its cache once: a new lifetime needs a new cache and a new tree (see the key).
  const cache = React.useMemo(
    () => new DataSourceCacheDefault({ ttl: lifetimes[lifetime] }),
    [lifetime],
  );
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: DriveEntry) => item.childrenCount,
      getTreeItems: (parentId?: string) => server.getChildren(parentId),
    }),
    [server],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Cache lifetime"
        value={lifetime}
        onChange={(event) => setLifetime(event.target.value as Lifetime)}
      >
        <FormControlLabel value="short" control={<Radio />} label="ttl: 10 seconds" />
        <FormControlLabel value="default" control={<Radio />} label="default (5 minutes)" />
      </RadioGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 280, overflow: 'auto' }}>
          <RichTreeViewPro
            key={lifetime}
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
          aria-label="Requests to the drive server, newest last"
          tabIndex={0}
          sx={{
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 140, sm: 280 },
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 12,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
          }}
        >
          {log.length === 0
            ? 'No request yet.'
            : log.map((line) => <div key={line.id}>{line.text}</div>)}
        </Box>
      </Stack>
    </Stack>
  );
}
