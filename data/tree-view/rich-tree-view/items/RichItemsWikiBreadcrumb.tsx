import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const wikiPages: TreeViewBaseItem[] = [
  {
    id: 'wiki-engineering',
    label: 'Engineering',
    children: [
      {
        id: 'wiki-onboarding',
        label: 'Onboarding',
        children: [
          { id: 'wiki-laptop', label: 'Laptop setup' },
          { id: 'wiki-access', label: 'Access requests' },
        ],
      },
      { id: 'wiki-oncall', label: 'On-call rota' },
    ],
  },
  {
    id: 'wiki-people',
    label: 'People',
    children: [{ id: 'wiki-leave', label: 'Leave policy' }],
  },
];

export default function RichItemsWikiBreadcrumb() {
  const apiRef = useTreeViewApiRef();
  const [trail, setTrail] = React.useState<string[]>([]);

  const showTrail = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setTrail([]);
      return;
    }
    // Walk up with getParentId until the root, reading each label with getItem.
    const labels: string[] = [];
    let current: string | null = itemId;
    while (current !== null) {
      labels.unshift(api.getItem(current).label);
      current = api.getParentId(current);
    }
    setTrail(labels);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Breadcrumbs aria-label="Location of the selected page" sx={{ minHeight: 24 }}>
        {trail.length === 0 ? (
          <Typography variant="body2">Select a page</Typography>
        ) : (
          trail.map((label, index) => (
            <Typography
              key={label}
              variant="body2"
              color={index === trail.length - 1 ? 'text.primary' : 'text.secondary'}
            >
              {label}
            </Typography>
          ))
        )}
      </Breadcrumbs>
      <Box sx={{ minHeight: 220 }}>
        <RichTreeView
          apiRef={apiRef}
          items={wikiPages}
          defaultExpandedItems={['wiki-engineering', 'wiki-onboarding']}
          onSelectedItemsChange={(_event, itemId) => showTrail(itemId)}
        />
      </Box>
    </Stack>
  );
}
