import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { driveFolders } from './driveFolders';
import { namedCheckboxItemProps } from './namedCheckbox';

interface LogLine {
  id: number;
  text: string;
}

export default function RichSelectionToggleLog() {
  const [log, setLog] = React.useState<LogLine[]>([]);
  const nextId = React.useRef(1);

  const handleToggle = (
    event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    const id = nextId.current;
    nextId.current += 1;
    const source = event ? event.type : 'api';
    setLog((lines) =>
      [{ id, text: `#${id} ${itemId} ${isSelected ? 'selected' : 'deselected'} (${source})` }, ...lines].slice(0, 40),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
        <RichTreeView
          multiSelect
          checkboxSelection
          slotProps={{ item: namedCheckboxItemProps }}
          selectionPropagation={{ descendants: true }}
          items={driveFolders}
          defaultExpandedItems={['engineering', 'marketing']}
          onItemSelectionToggle={handleToggle}
        />
      </Box>
      <Stack spacing={1} sx={{ flex: { sm: 1 }, minWidth: 0 }}>
        <Box
          role="log"
          aria-label="Selection changes, newest first"
          tabIndex={0}
          sx={{
            p: 1,
            height: { xs: 160, sm: 272 },
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
          }}
        >
          {log.length === 0
            ? 'Check a folder: one line per item whose state changed.'
            : log.map((line) => <div key={line.id}>{line.text}</div>)}
        </Box>
        <Button size="small" onClick={() => setLog([])} sx={{ alignSelf: 'flex-start' }}>
          Clear log
        </Button>
      </Stack>
    </Stack>
  );
}
