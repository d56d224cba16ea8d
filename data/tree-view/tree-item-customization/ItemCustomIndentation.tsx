import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const taxonomy: TreeViewBaseItem[] = [
  {
    id: 'animalia',
    label: 'Animalia',
    children: [
      {
        id: 'chordata',
        label: 'Chordata',
        children: [
          {
            id: 'aves',
            label: 'Aves',
            children: [
              { id: 'passeriformes', label: 'Passeriformes', children: [{ id: 'paridae', label: 'Paridae (tits)' }] },
            ],
          },
          { id: 'mammalia', label: 'Mammalia' },
        ],
      },
    ],
  },
];

const sizes = ['12px', '24px', '2rem'] as const;

export default function ItemCustomIndentation() {
  const [indentation, setIndentation] = React.useState<string>('24px');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="itemChildrenIndentation"
        value={indentation}
        onChange={(_event, value: string | null) => value && setIndentation(value)}
      >
        {sizes.map((size) => (
          <ToggleButton key={size} value={size} sx={{ textTransform: 'none', fontFamily: 'monospace' }}>
            {size}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 200, maxWidth: 400 }}>
        <RichTreeView
          aria-label="Taxonomy"
          items={taxonomy}
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['animalia', 'chordata', 'aves', 'passeriformes']}
        />
      </Box>
    </Stack>
  );
}
