import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  {
    id: 'menu-starters',
    label: 'Starters',
    children: [
      { id: 'dish-soup', label: 'Soup of the day' },
      { id: 'dish-burrata', label: 'Burrata, heirloom tomatoes' },
    ],
  },
  {
    id: 'menu-mains',
    label: 'Mains',
    children: [
      { id: 'dish-risotto', label: 'Wild mushroom risotto' },
      { id: 'dish-hake', label: 'Pan-fried hake' },
    ],
  },
];

// getItemTree() returns the item objects, which keep their original labels:
// apply the renames reported by onItemLabelChange before saving.
function withLabels(
  items: TreeViewBaseItem[],
  renamed: Record<string, string>,
): TreeViewBaseItem[] {
  return items.map((item) => ({
    ...item,
    label: renamed[item.id] ?? item.label,
    ...(item.children && { children: withLabels(item.children, renamed) }),
  }));
}

export default function RichItemsMenuExport() {
  const apiRef = useTreeViewApiRef();
  const [renamed, setRenamed] = React.useState<Record<string, string>>({});
  const [saved, setSaved] = React.useState('Double-click a dish to rename it, then save.');

  const save = () => {
    const tree = apiRef.current?.getItemTree() ?? [];
    setSaved(JSON.stringify(withLabels(tree, renamed), null, 1));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ flex: { sm: 1 }, minWidth: 0 }}>
        <Button size="small" variant="contained" onClick={save} sx={{ alignSelf: 'flex-start' }}>
          Save menu
        </Button>
        <RichTreeView
          apiRef={apiRef}
          items={menu}
          isItemEditable
          defaultExpandedItems={['menu-starters', 'menu-mains']}
          onItemLabelChange={(itemId, label) =>
            setRenamed((previous) => ({ ...previous, [itemId]: label }))
          }
        />
      </Stack>
      <Box
        component="pre"
        role="region"
        aria-label="Saved menu"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: 260,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
        }}
      >
        {`renamed: ${JSON.stringify(renamed)}\n\n${saved}`}
      </Box>
    </Stack>
  );
}
