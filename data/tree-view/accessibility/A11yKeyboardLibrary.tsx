import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function describe(event: React.SyntheticEvent | null) {
  if (!event) {
    return 'api';
  }
  if (event.type === 'keydown') {
    const key = (event as React.KeyboardEvent).key;
    return key === ' ' ? 'Space' : key;
  }
  return event.type;
}

export default function A11yKeyboardLibrary() {
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((previous) => [line, ...previous].slice(0, 10));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 300, flex: 1, minWidth: 0 }}>
        <SimpleTreeView
          aria-label="Library catalogue"
          defaultExpandedItems={['science']}
          onItemFocus={(event, itemId) => write(`${describe(event)} → focus ${itemId}`)}
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            write(`${describe(event)} → ${isExpanded ? 'expand' : 'collapse'} ${itemId}`)
          }
          onSelectedItemsChange={(event, itemId) => write(`${describe(event)} → selected ${itemId ?? 'null'}`)}
        >
          <TreeItem itemId="science" label="Science">
            <TreeItem itemId="science-astronomy" label="Astronomy" />
            <TreeItem itemId="science-biology" label="Biology" />
            <TreeItem itemId="science-chemistry" label="Chemistry" />
          </TreeItem>
          <TreeItem itemId="history" label="History">
            <TreeItem itemId="history-ancient" label="Ancient world" />
            <TreeItem itemId="history-modern" label="Modern history" />
          </TreeItem>
          <TreeItem itemId="fiction" label="Fiction">
            <TreeItem itemId="fiction-crime" label="Crime" />
            <TreeItem itemId="fiction-fantasy" label="Fantasy" />
          </TreeItem>
          <TreeItem itemId="poetry" label="Poetry" />
        </SimpleTreeView>
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Keyboard events"
        tabIndex={0}
        sx={{ m: 0, p: 1, width: { sm: 260 }, height: 220, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {log.length === 0 ? 'Tab into the tree, then use the keys.' : log.join('\n')}
      </Box>
    </Stack>
  );
}
