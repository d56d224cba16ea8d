import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { unitsOf, warehouse, type Location } from './warehouse';

const LocationItem = React.forwardRef(function LocationItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const location = useTreeItemModel<Location>(props.itemId);
  const units = location ? unitsOf(location) : 0;
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {props.label}
          </Box>
          <Chip
            size="small"
            variant="outlined"
            color={units < 100 ? 'error' : 'default'}
            label={`${units.toLocaleString('en-US')} units`}
          />
        </Box>
      }
    />
  );
});

export default function RichCustomItemTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView
        items={warehouse}
        defaultExpandedItems={['zone-a', 'a-01']}
        slots={{ item: LocationItem }}
      />
    </Box>
  );
}
