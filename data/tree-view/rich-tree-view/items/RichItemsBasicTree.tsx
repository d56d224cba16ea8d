import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { gearCategories } from './gearCatalogue';

export default function RichItemsBasicTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView items={gearCategories} defaultExpandedItems={['camping']} />
    </Box>
  );
}
