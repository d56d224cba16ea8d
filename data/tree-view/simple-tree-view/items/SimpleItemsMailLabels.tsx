import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function FolderLabel({ name, unread }: { name: string; unread?: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" component="span">
        {name}
      </Typography>
      {unread ? <Chip size="small" color="primary" label={`${unread} unread`} /> : null}
    </Stack>
  );
}

export default function SimpleItemsMailLabels() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<FolderLabel name="Inbox" unread={12} />}>
          <TreeItem itemId="inbox-clients" label={<FolderLabel name="Clients" unread={4} />} />
          <TreeItem itemId="inbox-suppliers" label={<FolderLabel name="Suppliers" />} />
          <TreeItem itemId="inbox-newsletters" label={<FolderLabel name="Newsletters" unread={8} />} />
        </TreeItem>
        <TreeItem itemId="sent" label={<FolderLabel name="Sent" />} />
        <TreeItem itemId="drafts" label={<FolderLabel name="Drafts" unread={2} />} />
        <TreeItem itemId="archive" label={<FolderLabel name="Archive" />} />
      </SimpleTreeView>
    </Box>
  );
}
