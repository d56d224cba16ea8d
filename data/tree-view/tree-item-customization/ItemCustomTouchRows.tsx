import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';

// Taller rows for a settings screen used on touch devices: 44 px targets, a rounded highlight.
const touchRow: TreeItemSlotProps = {
  content: { style: { minHeight: 44, borderRadius: 12 } },
  label: { style: { fontSize: '1rem' } },
};

export default function ItemCustomTouchRows() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420, minHeight: 260 }}>
      <SimpleTreeView aria-label="Phone settings" defaultExpandedItems={['set-network']}>
        <TreeItem itemId="set-network" label="Network" slotProps={touchRow}>
          <TreeItem itemId="set-wifi" label="Wi-Fi" slotProps={touchRow} />
          <TreeItem itemId="set-mobile" label="Mobile data" slotProps={touchRow} />
          <TreeItem itemId="set-hotspot" label="Hotspot" slotProps={touchRow} />
        </TreeItem>
        <TreeItem itemId="set-display" label="Display" slotProps={touchRow}>
          <TreeItem itemId="set-brightness" label="Brightness" slotProps={touchRow} />
        </TreeItem>
        <TreeItem itemId="set-battery" label="Battery" slotProps={touchRow} />
      </SimpleTreeView>
    </Box>
  );
}
