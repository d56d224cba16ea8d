import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { notebooks } from './notebooks';

interface Change {
  id: number;
  itemId: string;
  label: string;
}

export default function RichEditingBasicTree() {
  const [changes, setChanges] = React.useState<Change[]>([]);
  const nextId = React.useRef(1);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
        <RichTreeView
          items={notebooks}
          isItemEditable
          defaultExpandedItems={['work', 'personal']}
          onItemLabelChange={(itemId, label) => {
            const id = nextId.current;
            nextId.current += 1;
            setChanges((prev) => [{ id, itemId, label }, ...prev].slice(0, 30));
          }}
        />
      </Box>
      <Box
        role="log"
        aria-label="Label changes, newest first"
        tabIndex={0}
        sx={{
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 140, sm: 320 },
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowWrap: 'anywhere',
        }}
      >
        {changes.length === 0
          ? 'Double-click a label, or focus it and press Enter, then type and press Enter again.'
          : changes.map((change) => (
              <div key={change.id}>
                onItemLabelChange({JSON.stringify(change.itemId)}, {JSON.stringify(change.label)})
              </div>
            ))}
      </Box>
    </Stack>
  );
}
