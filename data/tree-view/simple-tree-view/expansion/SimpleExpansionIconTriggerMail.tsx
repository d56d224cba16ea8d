import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionIconTriggerMail() {
  const [openFolder, setOpenFolder] = React.useState<string | null>('inbox');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Showing messages of: {openFolder ?? 'nothing'}
      </Typography>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Mailbox"
          expansionTrigger="iconContainer"
          selectedItems={openFolder}
          onSelectedItemsChange={(_event, itemId) => setOpenFolder(itemId)}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="inbox-invoices" label="Invoices" />
            <TreeItem itemId="inbox-travel" label="Travel bookings" />
          </TreeItem>
          <TreeItem itemId="projects" label="Projects">
            <TreeItem itemId="projects-website" label="Website redesign" />
            <TreeItem itemId="projects-launch" label="Spring launch" />
          </TreeItem>
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="spam" label="Spam" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
