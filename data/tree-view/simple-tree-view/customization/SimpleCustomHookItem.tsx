import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemGroupTransition,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemCheckbox,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';

interface TicketItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  priority?: 'high' | 'low';
}

// A Tree Item assembled from the hook and the exported building blocks, with a priority chip after the label.
const TicketItem = React.forwardRef<HTMLLIElement, TicketItemProps>(function TicketItem(props, ref) {
  const { id, itemId, label, disabled, children, priority } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
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
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TreeItemLabel {...getLabelProps()} />
          {priority ? (
            <Chip size="small" variant="outlined" color={priority === 'high' ? 'error' : 'default'} label={priority} />
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function SimpleCustomHookItem() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 420 }}>
      <SimpleTreeView aria-label="Sprint tickets" defaultExpandedItems={['sprint-14']}>
        <TicketItem itemId="sprint-14" label="Sprint 14">
          <TicketItem itemId="TCK-301" label="TCK-301 Checkout fails on Safari" priority="high" />
          <TicketItem itemId="TCK-302" label="TCK-302 Update footer links" priority="low" />
          <TicketItem itemId="TCK-305" label="TCK-305 Slow search results" priority="high" />
        </TicketItem>
        <TicketItem itemId="backlog" label="Backlog">
          <TicketItem itemId="TCK-220" label="TCK-220 Dark mode for emails" priority="low" />
        </TicketItem>
      </SimpleTreeView>
    </Box>
  );
}
