import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionSingleDocs() {
  const [selected, setSelected] = React.useState<string | null>('policy-leave');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        selectedItems: {selected === null ? 'null' : `'${selected}'`}
      </Typography>
      <Box sx={{ minHeight: 250, maxWidth: 380 }}>
        <SimpleTreeView
          aria-label="Staff handbook"
          defaultExpandedItems={['policies', 'onboarding']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="onboarding" label="Onboarding">
            <TreeItem itemId="onboarding-first-week" label="Your first week" />
            <TreeItem itemId="onboarding-equipment" label="Laptop and equipment" />
          </TreeItem>
          <TreeItem itemId="policies" label="Policies">
            <TreeItem itemId="policy-leave" label="Annual leave" />
            <TreeItem itemId="policy-remote" label="Remote work" />
            <TreeItem itemId="policy-expenses" label="Travel and expenses" />
          </TreeItem>
          <TreeItem itemId="benefits" label="Benefits" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
