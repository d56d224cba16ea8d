import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  createDriveServer,
  useDriveBusy,
  useDriveLog,
  useFollowLog,
  type DriveEntry,
} from './richDriveServer';

export default function RichLazyDriveTree() {
  const [server] = React.useState(() => createDriveServer({ latency: 800 }));
  const log = useDriveLog(server);
  const busy = useDriveBusy(server);
  const logRef = useFollowLog<HTMLDivElement>(log);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: DriveEntry) => item.childrenCount,
      getTreeItems: (parentId?: string) => server.getChildren(parentId),
    }),
    [server],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 300, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-busy={busy}
          items={[]}
          dataSource={dataSource}
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
          height: { xs: 140, sm: 300 },
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
  );
}
