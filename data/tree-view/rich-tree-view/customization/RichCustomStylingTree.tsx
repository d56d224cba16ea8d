import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { warehouse } from './warehouse';

export default function RichCustomStylingTree() {
  return (
    <Box sx={{ width: '100%', height: 300, overflow: 'auto' }}>
      <RichTreeView
        items={warehouse}
        defaultExpandedItems={['zone-a', 'a-01', 'zone-b']}
        defaultSelectedItems="a-01-2"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 1,
            py: 0.75,
            borderLeft: '3px solid transparent',
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: alpha(theme.palette.secondary.main, 0.16),
            borderLeftColor: theme.palette.secondary.main,
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {
            bgcolor: alpha(theme.palette.secondary.main, 0.24),
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 14 },
          [`& .${treeItemClasses.iconContainer}`]: { color: theme.palette.secondary.main },
          // Guide lines under each open level.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: 1.5,
            pl: 1,
            borderLeft: `1px dashed ${theme.palette.divider}`,
          },
        })}
      />
    </Box>
  );
}
