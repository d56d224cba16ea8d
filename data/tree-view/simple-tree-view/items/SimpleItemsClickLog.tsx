import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsClickLog() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 260, flex: 1, minWidth: 0 }}>
        <SimpleTreeView
          aria-label="Organisation chart"
          defaultExpandedItems={['ceo', 'cto']}
          onItemClick={(_event, itemId) => setClicks((previous) => [itemId, ...previous].slice(0, 6))}
        >
          <TreeItem itemId="ceo" label="Amara Osei · Chief executive">
            <TreeItem itemId="cto" label="Lucas Brandt · Technology">
              <TreeItem itemId="eng-platform" label="Mei Tanaka · Platform team" />
              <TreeItem itemId="eng-mobile" label="Diego Ruiz · Mobile team" />
            </TreeItem>
            <TreeItem itemId="cfo" label="Hannah Weiss · Finance">
              <TreeItem itemId="fin-payroll" label="Omar Haddad · Payroll" />
            </TreeItem>
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Clicked items"
        tabIndex={0}
        sx={{ m: 0, p: 1, width: { sm: 220 }, height: 150, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {clicks.length === 0 ? 'Click an item.' : clicks.map((id) => `onItemClick: ${id}`).join('\n')}
      </Box>
    </Stack>
  );
}
