import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { driveFolders } from './driveFolders';
import { namedCheckboxItemProps } from './namedCheckbox';

export default function RichSelectionCheckboxTree() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.descendants}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))
              }
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={!!propagation.parents}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, parents: event.target.checked }))
              }
            />
          }
          label="parents"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 340, overflow: 'auto' }}>
          <RichTreeView
            multiSelect
            checkboxSelection
          slotProps={{ item: namedCheckboxItemProps }}
            selectionPropagation={propagation}
            items={driveFolders}
            defaultExpandedItems={['finance', 'finance/invoices']}
            selectedItems={selectedItems}
            onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          />
        </Box>
        <Box
          component="pre"
          role="region"
          aria-label="Folders to sync"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1,
            flex: { sm: 1 },
            minWidth: 0,
            height: { xs: 160, sm: 340 },
            overflow: 'auto',
            fontSize: 13,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {`selectionPropagation = ${JSON.stringify(propagation)}\n\nselectedItems (${selectedItems.length}) = ${JSON.stringify(selectedItems, null, 2)}`}
        </Box>
      </Stack>
    </Stack>
  );
}
