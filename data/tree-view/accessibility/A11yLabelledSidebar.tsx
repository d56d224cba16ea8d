import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function A11yLabelledSidebar() {
  const headingId = React.useId();
  const hintId = React.useId();

  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ maxWidth: 360, minHeight: 260 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Help centre
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Pick a topic. Archived articles are listed but cannot be opened.
      </Typography>
      <SimpleTreeView
        aria-labelledby={headingId}
        aria-describedby={hintId}
        disabledItemsFocusable
        defaultExpandedItems={['billing']}
      >
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="billing-invoices" label="Download an invoice" />
          <TreeItem itemId="billing-vat" label="Add a VAT number" />
          <TreeItem itemId="billing-2019" label="Pricing before 2020 (archived)" disabled />
        </TreeItem>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="account-delete" label="Delete my account" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
