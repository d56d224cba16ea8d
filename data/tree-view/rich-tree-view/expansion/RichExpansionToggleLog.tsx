import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { mailFolders } from './mailFolders';

interface LogLine {
  id: number;
  text: string;
}

export default function RichExpansionToggleLog() {
  const [log, setLog] = React.useState<LogLine[]>([]);
  const nextId = React.useRef(1);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
        <RichTreeView
          items={mailFolders}
          onItemExpansionToggle={(event, itemId, isExpanded) => {
            const id = nextId.current;
            nextId.current += 1;
            const text = `#${id} ${itemId} ${isExpanded ? 'expanded' : 'collapsed'} by ${event ? event.type : 'the API'}`;
            setLog((lines) => [{ id, text }, ...lines].slice(0, 40));
          }}
        />
      </Box>
      <Box
        role="log"
        aria-label="Expansion changes, newest first"
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
        {log.length === 0
          ? 'Open a folder with the mouse or the keyboard (Arrow Right, Enter, *).'
          : log.map((line) => <div key={line.id}>{line.text}</div>)}
      </Box>
    </Stack>
  );
}
