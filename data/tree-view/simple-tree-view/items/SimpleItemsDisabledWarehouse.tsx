import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsDisabledWarehouse() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 300, maxWidth: 380 }}>
        <SimpleTreeView
          aria-label="Warehouse locations"
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['zone-a', 'zone-b']}
        >
          <TreeItem itemId="zone-a" label="Zone A · Dry goods">
            <TreeItem itemId="a-aisle-1" label="Aisle 1 · Pasta and rice" />
            <TreeItem itemId="a-aisle-2" label="Aisle 2 · Tinned food (stocktake)" disabled />
            <TreeItem itemId="a-aisle-3" label="Aisle 3 · Breakfast" />
          </TreeItem>
          <TreeItem itemId="zone-b" label="Zone B · Cold room">
            <TreeItem itemId="b-aisle-1" label="Aisle 1 · Dairy" />
            <TreeItem itemId="b-aisle-2" label="Aisle 2 · Frozen" />
          </TreeItem>
          <TreeItem itemId="zone-c" label="Zone C · Closed for repairs" disabled>
            <TreeItem itemId="c-aisle-1" label="Aisle 1 · Household" />
            <TreeItem itemId="c-aisle-2" label="Aisle 2 · Garden" />
          </TreeItem>
          <TreeItem itemId="returns" label="Returns bay" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
