import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { notebooks } from './notebooks';

const stamp = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function RichEditingApiButtons() {
  const apiRef = useTreeViewApiRef();
  const [count, setCount] = React.useState(0);
  const [labels, setLabels] = React.useState<Record<string, string>>({});

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current?.updateItemLabel('inbox', `Quick notes (${stamp[count % stamp.length]})`);
            setCount((value) => value + 1);
          }}
        >
          Stamp Quick notes
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setEditedItem('personal/trip')}
        >
          Rename the trip plan
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setEditedItem(null)}>
          Stop editing
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 300, overflow: 'auto' }}>
          <RichTreeView
            apiRef={apiRef}
            items={notebooks}
            isItemEditable
            defaultExpandedItems={['personal']}
            onItemLabelChange={(itemId, label) =>
              setLabels((prev) => ({ ...prev, [itemId]: label }))
            }
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Edited labels"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 110, sm: 300 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {`labels changed so far = ${JSON.stringify(labels, null, 2)}`}
        </Box>
      </Stack>
    </Stack>
  );
}
