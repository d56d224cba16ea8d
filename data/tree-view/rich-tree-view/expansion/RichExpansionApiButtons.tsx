import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { mailFolders } from './mailFolders';

export default function RichExpansionApiButtons() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const expand = (event: React.MouseEvent, itemId: string, shouldBeExpanded?: boolean) => {
    apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => expand(event, 'clients', true)}>
          Expand Clients
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => expand(event, 'clients', false)}>
          Collapse Clients
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => expand(event, 'receipts')}>
          Toggle Receipts
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
          <RichTreeView
            apiRef={apiRef}
            items={mailFolders}
            onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Expanded folders, set from the API"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 110, sm: 320 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {`expandedItems = ${JSON.stringify(expandedItems, null, 2)}`}
        </Box>
      </Stack>
    </Stack>
  );
}
