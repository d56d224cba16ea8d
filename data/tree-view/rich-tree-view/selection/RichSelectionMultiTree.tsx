import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { driveFolders } from './driveFolders';

export default function RichSelectionMultiTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([
    'marketing/campaigns',
    'engineering/specs',
  ]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
        <RichTreeView
          multiSelect
          items={driveFolders}
          defaultExpandedItems={['marketing', 'engineering']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Selected folders, multi selection"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 140, sm: 320 },
          overflow: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`selectedItems = ${JSON.stringify(selectedItems, null, 2)}`}
      </Box>
    </Stack>
  );
}
