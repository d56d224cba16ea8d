import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsCatalogue() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Product catalogue" defaultExpandedItems={['audio']}>
        <TreeItem itemId="audio" label="Audio">
          <TreeItem itemId="audio-headphones" label="Headphones" />
          <TreeItem itemId="audio-speakers" label="Bluetooth speakers" />
          <TreeItem itemId="audio-turntables" label="Turntables" />
        </TreeItem>
        <TreeItem itemId="computers" label="Computers">
          <TreeItem itemId="computers-laptops" label="Laptops" />
          <TreeItem itemId="computers-desktops" label="Desktops" />
          <TreeItem itemId="computers-accessories" label="Accessories">
            <TreeItem itemId="computers-keyboards" label="Keyboards" />
            <TreeItem itemId="computers-mice" label="Mice and trackpads" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="phones" label="Phones">
          <TreeItem itemId="phones-smartphones" label="Smartphones" />
          <TreeItem itemId="phones-cases" label="Cases and chargers" />
        </TreeItem>
        <TreeItem itemId="gift-cards" label="Gift cards" />
      </SimpleTreeView>
    </Box>
  );
}
