import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The children are indented by the group's margin and padding, so the tree's own indentation is 0.
const BorderedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 12,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
}));

export default function SimpleCustomConnectionBorder() {
  return (
    <Box sx={{ minHeight: 330, maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Bill of materials"
        itemChildrenIndentation={0}
        defaultExpandedItems={['bike', 'bike-frame', 'bike-wheels']}
      >
        <BorderedTreeItem itemId="bike" label="City bike (BK-200)">
          <BorderedTreeItem itemId="bike-frame" label="Frame assembly">
            <BorderedTreeItem itemId="bike-frame-tube" label="Aluminium tube set" />
            <BorderedTreeItem itemId="bike-frame-fork" label="Steel fork" />
          </BorderedTreeItem>
          <BorderedTreeItem itemId="bike-wheels" label="Wheel set">
            <BorderedTreeItem itemId="bike-wheels-rim" label="Rims × 2" />
            <BorderedTreeItem itemId="bike-wheels-tyre" label="Tyres 700×35c × 2" />
            <BorderedTreeItem itemId="bike-wheels-hub" label="Dynamo hub" />
          </BorderedTreeItem>
          <BorderedTreeItem itemId="bike-drive" label="Drivetrain">
            <BorderedTreeItem itemId="bike-drive-chain" label="Chain" />
          </BorderedTreeItem>
        </BorderedTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
