import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { gearCategories } from './gearCatalogue';
import { useItemProps } from './itemsItemProps';

export default function RichItemsBasicTree() {
  const itemProps = useItemProps();
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView slotProps={{ item: itemProps }} items={gearCategories} defaultExpandedItems={['camping']} />
    </Box>
  );
}
