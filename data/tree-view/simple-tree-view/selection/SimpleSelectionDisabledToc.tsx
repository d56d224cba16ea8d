import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabledToc() {
  return (
    <Box sx={{ minHeight: 230, maxWidth: 380 }}>
      <SimpleTreeView aria-label="Report contents" disableSelection defaultExpandedItems={['results']}>
        <TreeItem itemId="summary" label="1. Executive summary" />
        <TreeItem itemId="results" label="2. Quarterly results">
          <TreeItem itemId="results-revenue" label="2.1 Revenue by region" />
          <TreeItem itemId="results-costs" label="2.2 Operating costs" />
          <TreeItem itemId="results-headcount" label="2.3 Headcount" />
        </TreeItem>
        <TreeItem itemId="outlook" label="3. Outlook for next year" />
      </SimpleTreeView>
    </Box>
  );
}
