import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const attachments: TreeViewBaseItem[] = [
  {
    id: 'claim-4471',
    label: 'Claim 4471 · water damage, 14 Harbour Street, second floor flat',
    children: [
      { id: 'claim-4471-photos', label: 'photos_kitchen_ceiling_before_and_after_repairs_2025-03-02.zip' },
      { id: 'claim-4471-quote', label: 'plumber_quote_signed_by_landlord_and_tenant.pdf' },
      { id: 'claim-4471-form', label: 'claim_form.pdf' },
    ],
  },
];

// The label slot receives the label as children; this one keeps it on one line and shows the full text on hover.
const TruncatedLabel = React.forwardRef<HTMLDivElement, React.ComponentProps<typeof TreeItemLabel>>(
  function TruncatedLabel(props, ref) {
    const { children, ...other } = props;
    return (
      <TreeItemLabel
        ref={ref}
        {...other}
        title={typeof children === 'string' ? children : undefined}
        sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontSize: '0.875rem' }}
      >
        {children}
      </TreeItemLabel>
    );
  },
);

const AttachmentItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function AttachmentItem(props, ref) {
  return <TreeItem ref={ref} {...props} slots={{ label: TruncatedLabel }} />;
});

export default function ItemCustomTruncatedLabel() {
  return (
    <Box sx={{ minHeight: 170, maxWidth: 340, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <RichTreeView
        aria-label="Claim attachments"
        items={attachments}
        defaultExpandedItems={['claim-4471']}
        slots={{ item: AttachmentItem }}
      />
    </Box>
  );
}
