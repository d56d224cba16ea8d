import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Comment = TreeViewBaseItem<{ id: string; label: string; author: string }>;

const thread: Comment[] = [
  {
    id: 'c1',
    author: 'Priya',
    label: 'Can we move the release to Thursday? QA needs one more day.',
    children: [
      {
        id: 'c1-1',
        author: 'Tom',
        label: 'Fine by me, the changelog is ready either way.',
        children: [{ id: 'c1-1-1', author: 'Priya', label: 'Great, I will update the calendar invite.' }],
      },
      { id: 'c1-2', author: 'Ana', label: 'Marketing can shift the newsletter too.' },
    ],
  },
  { id: 'c2', author: 'Jonas', label: 'Reminder: the staging database is refreshed tonight.' },
];

// A nested component finds the item's status and interactions with useTreeItemUtils.
function RepliesButton({ itemId, children }: { itemId: string; children: React.ReactNode }) {
  const { status, interactions } = useTreeItemUtils({ itemId, children });
  if (!status.expandable) {
    return null;
  }
  const count = React.Children.count(children);
  return (
    <Button
      size="small"
      tabIndex={-1}
      sx={{ alignSelf: 'flex-start', px: 0.5, minWidth: 0, textTransform: 'none' }}
      onClick={(event) => {
        // The reply button opens the thread; the rest of the comment selects it.
        event.stopPropagation();
        interactions.handleExpansion(event);
      }}
    >
      {status.expanded ? 'Hide replies' : `Show ${count} ${count === 1 ? 'reply' : 'replies'}`}
    </Button>
  );
}

const CommentItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function CommentItem(props, ref) {
  const { id, itemId, label, disabled, children } = props;
  const { getContextProviderProps, getRootProps, getContentProps, getLabelProps, getGroupTransitionProps } = useTreeItem({
    id,
    itemId,
    children,
    label,
    disabled,
    rootRef: ref,
  });
  const comment = useTreeItemModel<Comment>(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps({ sx: { flexDirection: 'column', alignItems: 'stretch', gap: 0.25 } })}>
          <Typography variant="subtitle2" component="span">
            {comment?.author}
          </Typography>
          <TreeItemLabel {...getLabelProps({ sx: { fontSize: '0.875rem' } })} />
          <RepliesButton itemId={itemId}>{children}</RepliesButton>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomCommentThread() {
  return (
    <Box sx={{ height: 320, overflow: 'auto', maxWidth: 520 }}>
      <RichTreeView
        aria-label="Release discussion"
        items={thread}
        expansionTrigger="iconContainer"
        itemChildrenIndentation={24}
        slots={{ item: CommentItem }}
      />
    </Box>
  );
}
