import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The same menu as data. Its ids differ from the JSX tree's only because both trees share this page.
const menu: TreeViewBaseItem[] = [
  {
    id: 'menu-starters',
    label: 'Starters',
    children: [
      { id: 'menu-bruschetta', label: 'Bruschetta' },
      { id: 'menu-soup', label: 'Soup of the day' },
    ],
  },
  { id: 'menu-mains', label: 'Mains', children: [{ id: 'menu-risotto', label: 'Mushroom risotto' }] },
];

export default function OverviewSimpleVsRich() {
  const simpleId = React.useId();
  const richId = React.useId();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 200 }}>
        <Typography id={simpleId} variant="subtitle2" component="p" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {'<SimpleTreeView>'}
        </Typography>
        <SimpleTreeView aria-labelledby={simpleId} defaultExpandedItems={['starters']}>
          <TreeItem itemId="starters" label="Starters">
            <TreeItem itemId="bruschetta" label="Bruschetta" />
            <TreeItem itemId="soup" label="Soup of the day" />
          </TreeItem>
          <TreeItem itemId="mains" label="Mains">
            <TreeItem itemId="risotto" label="Mushroom risotto" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 200 }}>
        <Typography id={richId} variant="subtitle2" component="p" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {'<RichTreeView items={menu}>'}
        </Typography>
        <RichTreeView aria-labelledby={richId} items={menu} defaultExpandedItems={['menu-starters']} />
      </Box>
    </Stack>
  );
}
