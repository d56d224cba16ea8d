import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
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
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const addressBook: TreeViewBaseItem[] = [
  {
    id: 'book-home',
    label: 'Home',
    children: [{ id: 'addr-elm', label: '14 Elm Street, Leeds' }],
  },
  {
    id: 'book-work',
    label: 'Work',
    children: [
      { id: 'addr-dock', label: 'Unit 3, Canal Dock, Leeds' },
      { id: 'addr-hq', label: '1 King Square, Bristol' },
    ],
  },
];

// A nested control selects its item through useTreeItemUtils.
function UseAddressButton({ itemId, label }: { itemId: string; label: string }) {
  const { status, interactions } = useTreeItemUtils({ itemId, children: undefined });
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={`Deliver to ${label}`}
      aria-pressed={status.selected}
      onClick={(event) => interactions.handleSelection(event)}
    >
      {status.selected ? (
        <RadioButtonCheckedIcon fontSize="small" color="primary" />
      ) : (
        <RadioButtonUncheckedIcon fontSize="small" />
      )}
    </IconButton>
  );
}

const AddressItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function AddressItem(props, ref) {
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
          <TreeItemContent
            {...getContentProps({
              // A row click shows the address but must not select it.
              onClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
                event.defaultMuiPrevented = true;
              },
            })}
          >
            <TreeItemIconContainer {...getIconContainerProps()}>
              <TreeItemIcon status={status} />
            </TreeItemIconContainer>
            {status.expandable ? null : (
              <UseAddressButton itemId={itemId} label={String(label)} />
            )}
            <TreeItemLabel {...getLabelProps()} />
          </TreeItemContent>
          {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
        </TreeItemRoot>
      </TreeItemProvider>
    );
  },
);

export default function ItemCustomAddressPicker() {
  const [deliverTo, setDeliverTo] = React.useState<string | null>('addr-elm');
  const [viewing, setViewing] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        selectedItems: {JSON.stringify(deliverTo)} · last row clicked: {viewing ?? 'none'}
      </Typography>
      <Box sx={{ maxWidth: 460, minHeight: 200 }}>
        <RichTreeView
          aria-label="Delivery addresses"
          items={addressBook}
          expansionTrigger="iconContainer"
          defaultExpandedItems={['book-home', 'book-work']}
          selectedItems={deliverTo}
          onSelectedItemsChange={(_event, itemId) => setDeliverTo(itemId)}
          onItemClick={(_event, itemId) => setViewing(itemId)}
          slots={{ item: AddressItem }}
        />
      </Box>
    </Stack>
  );
}
