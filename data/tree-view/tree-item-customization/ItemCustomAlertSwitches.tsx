import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const alertRules: TreeViewBaseItem[] = [
  {
    id: 'alerts-orders',
    label: 'Orders',
    children: [
      { id: 'alert-new-order', label: 'New order placed' },
      { id: 'alert-refund', label: 'Refund requested' },
    ],
  },
  {
    id: 'alerts-stock',
    label: 'Stock',
    children: [{ id: 'alert-low-stock', label: 'Stock below 10 units' }],
  },
];

// Drawn instead of the checkbox: the switch reports its checked state like a checkbox would.
function AlertSwitch({ itemId, label }: { itemId: string; label: string }) {
  const { status, interactions } = useTreeItemUtils({ itemId, children: undefined });
  return (
    <Switch
      size="small"
      checked={status.selected}
      disabled={status.disabled}
      slotProps={{ input: { 'aria-label': `Email me: ${label}`, tabIndex: -1 } }}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => interactions.handleCheckboxSelection(event)}
      sx={{ ml: 'auto' }}
    />
  );
}

const AlertItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function AlertItem(props, ref) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable ? null : <AlertSwitch itemId={itemId} label={String(label)} />}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomAlertSwitches() {
  const [enabled, setEnabled] = React.useState<string[]>(['alert-refund']);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(enabled)}
      </Typography>
      <Box sx={{ maxWidth: 420, minHeight: 200 }}>
        <RichTreeView
          aria-label="Email alerts"
          items={alertRules}
          multiSelect
          checkboxSelection
          selectedItems={enabled}
          onSelectedItemsChange={(_event, itemIds) => setEnabled(itemIds)}
          defaultExpandedItems={['alerts-orders', 'alerts-stock']}
          slots={{ item: AlertItem }}
        />
      </Box>
    </Stack>
  );
}
