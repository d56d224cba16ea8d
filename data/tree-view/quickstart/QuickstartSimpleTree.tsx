import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function QuickstartSimpleTree() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Shopping list" defaultExpandedItems={['produce']}>
        <TreeItem itemId="produce" label="Fruit and vegetables">
          <TreeItem itemId="apples" label="Apples" />
          <TreeItem itemId="spinach" label="Spinach" />
        </TreeItem>
        <TreeItem itemId="bakery" label="Bakery">
          <TreeItem itemId="sourdough" label="Sourdough loaf" />
        </TreeItem>
        <TreeItem itemId="coffee" label="Coffee beans" />
      </SimpleTreeView>
    </Box>
  );
}
