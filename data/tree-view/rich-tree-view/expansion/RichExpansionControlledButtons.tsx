import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { getParentIds, mailFolders } from './mailFolders';

const allParents = getParentIds(mailFolders);

export default function RichExpansionControlledButtons() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['clients']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allParents)}
          disabled={expandedItems.length === allParents.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(['projects', 'projects/mobile'])}
        >
          Show the mobile app only
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 360, overflow: 'auto' }}>
          <RichTreeView
            items={mailFolders}
            expandedItems={expandedItems}
            onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Expanded folders"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 150, sm: 360 },
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
