import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { warehouse } from './warehouse';

export default function RichCustomIconsTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView
        items={warehouse}
        defaultExpandedItems={['zone-a', 'a-01']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: Inventory2OutlinedIcon,
        }}
        slotProps={{
          expandIcon: { fontSize: 'small' },
          collapseIcon: { fontSize: 'small' },
          endIcon: { fontSize: 'small', color: 'action' },
        }}
      />
    </Box>
  );
}
