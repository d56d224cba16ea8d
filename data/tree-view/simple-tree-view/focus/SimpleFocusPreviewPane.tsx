import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const recipes: Record<string, { title: string; detail: string }> = {
  'soup-tomato': { title: 'Roast tomato soup', detail: '35 min · serves 4 · vegetarian' },
  'soup-miso': { title: 'Miso and greens', detail: '15 min · serves 2 · vegan' },
  'main-risotto': { title: 'Mushroom risotto', detail: '40 min · serves 4 · vegetarian' },
  'main-curry': { title: 'Chickpea curry', detail: '30 min · serves 4 · vegan' },
  'dessert-crumble': { title: 'Apple crumble', detail: '50 min · serves 6' },
};

export default function SimpleFocusPreviewPane() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const recipe = focused ? recipes[focused] : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 290, flex: 1, minWidth: 0 }}>
        <SimpleTreeView
          aria-label="Recipes"
          defaultExpandedItems={['soups', 'mains', 'desserts']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        >
          <TreeItem itemId="soups" label="Soups">
            <TreeItem itemId="soup-tomato" label="Roast tomato soup" />
            <TreeItem itemId="soup-miso" label="Miso and greens" />
          </TreeItem>
          <TreeItem itemId="mains" label="Mains">
            <TreeItem itemId="main-risotto" label="Mushroom risotto" />
            <TreeItem itemId="main-curry" label="Chickpea curry" />
          </TreeItem>
          <TreeItem itemId="desserts" label="Desserts">
            <TreeItem itemId="dessert-crumble" label="Apple crumble" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ width: { sm: 240 }, height: 110, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          focused: {focused ?? 'none'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {recipe ? `${recipe.title}: ${recipe.detail}` : 'Move through the recipes with the arrow keys.'}
        </Typography>
      </Box>
    </Stack>
  );
}
