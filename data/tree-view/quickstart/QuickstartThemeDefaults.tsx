import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
// Types the Tree View entries of `theme.components` (MuiSimpleTreeView, MuiRichTreeView, MuiTreeItem).
import type {} from '@mui/x-tree-view/themeAugmentation';

const chapters: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part I · Getting started',
    children: [
      { id: 'ch-1', label: '1. Installing the tools' },
      { id: 'ch-2', label: '2. Your first project' },
    ],
  },
  { id: 'part-2', label: 'Part II · Going further', children: [{ id: 'ch-3', label: '3. Testing' }] },
];

// A function theme extends the theme above it (here, the site's light or dark theme).
function withTreeDefaults(outer: Theme): Theme {
  const { palette } = outer.vars ?? outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiRichTreeView: {
        defaultProps: {
          itemChildrenIndentation: 24,
        },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: { borderRadius: 0, borderLeft: '3px solid transparent' },
          label: { fontSize: '0.9rem' },
          iconContainer: { color: palette.primary.main },
        },
      },
    },
  };
}

export default function QuickstartThemeDefaults() {
  return (
    <ThemeProvider theme={withTreeDefaults}>
      <Box sx={{ minHeight: 200, maxWidth: 360 }}>
        {/* The tree sets no indentation or style itself: both come from the theme. */}
        <RichTreeView aria-label="Book chapters" items={chapters} defaultExpandedItems={['part-1', 'part-2']} />
      </Box>
    </ThemeProvider>
  );
}
