import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionFaqLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ minHeight: 240, flex: 1, minWidth: 0 }}>
        <SimpleTreeView
          aria-label="Help centre topics"
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLog((previous) =>
              [`${itemId}: ${isExpanded ? 'opened' : 'closed'} (${event?.type ?? 'api'})`, ...previous].slice(0, 8),
            )
          }
        >
          <TreeItem itemId="shipping" label="Shipping">
            <TreeItem itemId="shipping-times" label="How long does delivery take?" />
            <TreeItem itemId="shipping-abroad" label="Do you ship abroad?" />
          </TreeItem>
          <TreeItem itemId="returns" label="Returns">
            <TreeItem itemId="returns-window" label="How many days do I have?" />
            <TreeItem itemId="returns-label" label="Where is my return label?" />
          </TreeItem>
          <TreeItem itemId="payments" label="Payments">
            <TreeItem itemId="payments-methods" label="Which cards do you accept?" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Expansion toggles"
        tabIndex={0}
        sx={{ m: 0, p: 1, width: { sm: 240 }, height: 170, overflow: 'auto', fontSize: 13, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {log.length === 0 ? 'Open or close a topic.' : log.join('\n')}
      </Box>
    </Stack>
  );
}
