import * as React from 'react';
import Box from '@mui/material/Box';
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

// No caching: every expansion asks the server, which knows the new names.
const noCache: DataSourceCache = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
};

export default function RichLazyEditingTree() {
  const [server] = React.useState(() => createDriveServer({ latency: 500 }));
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
          dataSourceCache={noCache}
          isItemEditable
          onItemLabelChange={(itemId, label) => {
            server.rename(itemId, label);
          }}
          slotProps={{
            item: {
              slotProps: {
                loadingIcon: { 'aria-label': 'Loading folder' },
                labelInput: { 'aria-label': 'New name' },
              },
            },
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
