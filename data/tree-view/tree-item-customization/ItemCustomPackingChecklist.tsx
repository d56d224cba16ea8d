import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const packingList: TreeViewBaseItem[] = [
  { id: 'pack-passport', label: 'Passport' },
  { id: 'pack-charger', label: 'Phone charger' },
  { id: 'pack-adapter', label: 'Plug adapter' },
  { id: 'pack-boarding', label: 'Boarding pass' },
];

export default function ItemCustomPackingChecklist() {
  const [packed, setPacked] = React.useState<string[]>(['pack-passport']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        packed: {packed.length} of {packingList.length}
      </Typography>
      <Box sx={{ minHeight: 170 }}>
        <RichTreeView
          aria-label="Packing list"
          items={packingList}
          checkboxSelection
          multiSelect
          selectedItems={packed}
          onSelectedItemsChange={(_event, itemIds) => setPacked(itemIds)}
          slotProps={{
            item: ({ label }) => ({
              slotProps: {
                // Props for the Material UI Checkbox: a smaller, green box named after the item.
                checkbox: {
                  size: 'small',
                  color: 'success',
                  slotProps: { input: { 'aria-label': `Packed: ${label}` } },
                } as TreeItemSlotProps['checkbox'],
              },
            }),
          }}
        />
      </Box>
    </Stack>
  );
}
