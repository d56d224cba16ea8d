import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
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
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const handbook: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part I: Getting started',
    children: [
      {
        id: 'ch-1',
        label: 'Chapter 1: Your first week',
        children: [{ id: 'sec-1-1', label: 'Meet your buddy' }],
      },
      {
        id: 'ch-2',
        label: 'Chapter 2: Tools',
        children: [{ id: 'sec-2-1', label: 'Requesting a laptop' }],
      },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: Working here',
    children: [
      {
        id: 'ch-3',
        label: 'Chapter 3: Time off',
        children: [{ id: 'sec-3-1', label: 'Booking leave' }],
      },
    ],
  },
];

const HandbookItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function HandbookItem(props, ref) {
    const { id, itemId, label, disabled, children } = props;
    const {
      getContextProviderProps,
      getRootProps,
      getContentProps,
      getIconContainerProps,
      getLabelProps,
      getGroupTransitionProps,
      status,
      publicAPI,
    } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

    // Read the tree through publicAPI in the handler, never during render.
    const expandBranch = (event: React.MouseEvent) => {
      event.stopPropagation();
      const open = (branchId: string) => {
        const childIds = publicAPI.getItemOrderedChildrenIds(branchId);
        if (childIds.length > 0) {
          publicAPI.setItemExpansion({ event, itemId: branchId, shouldBeExpanded: true });
          childIds.forEach(open);
        }
      };
      open(itemId);
    };

    return (
      <TreeItemProvider {...getContextProviderProps()}>
        <TreeItemRoot {...getRootProps()}>
          <TreeItemContent {...getContentProps()}>
            <TreeItemIconContainer {...getIconContainerProps()}>
              <TreeItemIcon status={status} />
            </TreeItemIconContainer>
            <TreeItemLabel {...getLabelProps()} />
            {status.expandable ? (
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={`Open every section of ${label}`}
                onClick={expandBranch}
              >
                <UnfoldMoreIcon fontSize="small" />
              </IconButton>
            ) : null}
          </TreeItemContent>
          {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
        </TreeItemRoot>
      </TreeItemProvider>
    );
  },
);

export default function ItemCustomOpenChapters() {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, minHeight: 300 }}>
      <RichTreeView aria-label="Employee handbook" items={handbook} slots={{ item: HandbookItem }} />
    </Box>
  );
}
