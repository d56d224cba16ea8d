import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemContent, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import * as React from 'react';

const sprint: TreeViewBaseItem[] = [
  {
    id: 'epic-checkout',
    label: 'Epic: one-page checkout',
    children: [
      { id: 'story-address', label: 'Address autocomplete' },
      { id: 'story-wallets', label: 'Apple Pay and Google Pay' },
    ],
  },
  {
    id: 'epic-search',
    label: 'Epic: search filters',
    children: [{ id: 'story-facets', label: 'Facet counts' }],
  },
];

// The replacement keeps TreeItemContent (and every prop the tree passes to it), drawn as a card.
const CardContent = styled(TreeItemContent)(({ theme }) => ({
  marginBlock: theme.spacing(0.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.spacing(1),
  boxShadow: theme.shadows[1],
  '&[data-selected]': {
    borderColor: theme.palette.primary.main,
    borderLeftWidth: 4,
  },
}));

const CardItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function CardItem(props, ref) {
  return <TreeItem ref={ref} {...props} slots={{ content: CardContent }} />;
});

export default function ItemCustomCardContent() {
  return (
    <Box sx={{ width: '100%', maxWidth: 440, minHeight: 250 }}>
      <RichTreeView
        aria-label="Sprint board"
        items={sprint}
        defaultExpandedItems={['epic-checkout']}
        defaultSelectedItems="story-wallets"
        slots={{ item: CardItem }}
      />
    </Box>
  );
}
