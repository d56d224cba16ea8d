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

export default function RichLazyErrorTree() {
  const [server] = React.useState(() => createDriveServer({ latency: 700 }));
  const log = useDriveLog(server);
  const busy = useDriveBusy(server);
  const logRef = useFollowLog<HTMLDivElement>(log);
  const [failures, setFailures] = React.useState<Record<string, string>>({});

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: DriveEntry) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        try {
          const children = await server.getChildren(parentId);
          if (parentId) {
            setFailures(({ [parentId]: _fixed, ...others }) => others);
          }
          return children;
        } catch (error) {
          // Keep the message to show it; rethrow so the tree marks the item as failed.
          if (parentId) {
            setFailures((prev) => ({ ...prev, [parentId]: (error as Error).message }));
          }
          throw error;
        }
      },
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
        aria-label="Failed folders and server requests"
        tabIndex={0}
        sx={{
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 160, sm: 300 },
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowWrap: 'anywhere',
        }}
      >
        <div>
          failed:{' '}
          {Object.keys(failures).length
            ? Object.entries(failures)
                .map(([id, message]) => `${id} (${message})`)
                .join(', ')
            : '(none)'}
        </div>
        {log.map((line) => (
          <div key={line.id}>{line.text}</div>
        ))}
      </Box>
    </Stack>
  );
}
