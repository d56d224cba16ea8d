import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const PillTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    paddingTop: theme.spacing(0.75),
    paddingBottom: theme.spacing(0.75),
    marginBottom: 2,
    [`& .${treeItemClasses.label}`]: {
      fontSize: '0.875rem',
      fontWeight: 500,
    },
    '&[data-selected]': {
      backgroundColor: (theme.vars || theme).palette.primary.main,
      color: (theme.vars || theme).palette.primary.contrastText,
    },
    '&[data-selected]:hover, &[data-selected][data-focused]': {
      backgroundColor: (theme.vars || theme).palette.primary.dark,
    },
    '&[data-focused]:not([data-selected])': {
      outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
      outlineOffset: -2,
    },
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: 'inherit',
  },
}));

export default function SimpleCustomStyledPills() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Course modules" defaultExpandedItems={['module-2']} defaultSelectedItems="module-2-charts">
        <PillTreeItem itemId="module-1" label="Module 1 · Spreadsheets">
          <PillTreeItem itemId="module-1-formulas" label="Formulas" />
          <PillTreeItem itemId="module-1-pivots" label="Pivot tables" />
        </PillTreeItem>
        <PillTreeItem itemId="module-2" label="Module 2 · Visualising data">
          <PillTreeItem itemId="module-2-charts" label="Choosing a chart" />
          <PillTreeItem itemId="module-2-colour" label="Colour and contrast" />
          <PillTreeItem itemId="module-2-dashboards" label="Dashboards" />
        </PillTreeItem>
        <PillTreeItem itemId="module-3" label="Module 3 · Statistics" />
      </SimpleTreeView>
    </Box>
  );
}
