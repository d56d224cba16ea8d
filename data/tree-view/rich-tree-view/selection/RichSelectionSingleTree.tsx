import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { driveFolders } from './driveFolders';

export default function RichSelectionSingleTree() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('finance/payroll');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 320, overflow: 'auto' }}>
        <RichTreeView
          items={driveFolders}
          defaultExpandedItems={['finance']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Selected folder"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 64, sm: 320 },
          overflow: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`selectedItems = ${JSON.stringify(selectedItem)}`}
      </Box>
    </Stack>
  );
}
