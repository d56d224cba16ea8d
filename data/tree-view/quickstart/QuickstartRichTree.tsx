import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'berlin', label: 'Berlin office' },
      { id: 'lisbon', label: 'Lisbon office' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'toronto', label: 'Toronto office' },
      { id: 'sao-paulo', label: 'São Paulo office' },
    ],
  },
  { id: 'remote', label: 'Fully remote' },
];

export default function QuickstartRichTree() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 360 }}>
      <RichTreeView aria-label="Offices" items={regions} defaultExpandedItems={['europe']} />
    </Box>
  );
}
