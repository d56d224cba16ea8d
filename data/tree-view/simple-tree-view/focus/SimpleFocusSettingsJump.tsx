import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Where each setting lives, so that a shortcut can open its section before focusing it.
const parentOf: Record<string, string | undefined> = {
  'security-password': 'security',
  'security-2fa': 'security',
  'notifications-email': 'notifications',
};

export default function SimpleFocusSettingsJump() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>(['account']);
  const pending = React.useRef<{ itemId: string; event: React.SyntheticEvent } | null>(null);
  const [message, setMessage] = React.useState('Use a shortcut to move the focus.');

  // Runs after the tree has rendered the children of the section opened by the shortcut.
  React.useEffect(() => {
    if (pending.current) {
      apiRef.current?.focusItem(pending.current.event, pending.current.itemId);
      pending.current = null;
    }
  }, [apiRef, expanded]);

  const jumpTo = (event: React.SyntheticEvent, itemId: string) => {
    const parent = parentOf[itemId];
    if (parent && !expanded.includes(parent)) {
      pending.current = { itemId, event };
      setExpanded((previous) => [...previous, parent]);
      setMessage(`Opened ${parent}, then focused ${itemId}.`);
    } else {
      apiRef.current?.focusItem(event, itemId);
      setMessage(`Focused ${itemId}.`);
    }
  };

  const focusWithoutOpening = (event: React.SyntheticEvent) => {
    apiRef.current?.focusItem(event, 'notifications-email');
    setMessage(
      expanded.includes('notifications')
        ? 'Focused notifications-email.'
        : 'Nothing happened: notifications-email is inside a collapsed section.',
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => jumpTo(event, 'account-language')}>
          Language
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => jumpTo(event, 'security-password')}>
          Change password
        </Button>
        <Button size="small" variant="outlined" onClick={focusWithoutOpening}>
          Email alerts (no opening)
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ minHeight: 40 }}>
        {message}
      </Typography>
      <Box sx={{ height: 300, overflow: 'auto', maxWidth: 400 }}>
        <SimpleTreeView
          aria-label="Settings"
          apiRef={apiRef}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        >
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="account-profile" label="Profile" />
            <TreeItem itemId="account-language" label="Language and region" />
          </TreeItem>
          <TreeItem itemId="security" label="Security">
            <TreeItem itemId="security-password" label="Password" />
            <TreeItem itemId="security-2fa" label="Two-factor authentication" />
          </TreeItem>
          <TreeItem itemId="notifications" label="Notifications">
            <TreeItem itemId="notifications-email" label="Email alerts" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
