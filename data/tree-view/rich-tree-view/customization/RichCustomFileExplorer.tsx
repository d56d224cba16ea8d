import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import CodeIcon from '@mui/icons-material/Code';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { fileTree, type FileNode } from '@docs/demo-data';

const fileIcons = {
  code: CodeIcon,
  image: ImageOutlinedIcon,
  document: DescriptionOutlinedIcon,
  config: SettingsOutlinedIcon,
};

function totalSize(node: FileNode): number {
  return node.children ? node.children.reduce((sum, child) => sum + totalSize(child), 0) : (node.size ?? 0);
}

function formatSize(bytes: number) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

interface FileLabelProps {
  children?: React.ReactNode;
  className?: string;
  node: FileNode | null;
  expanded: boolean;
}

function FileLabel({ children, className, node, expanded }: FileLabelProps) {
  let Icon: React.ElementType = DescriptionOutlinedIcon;
  if (node?.kind === 'folder') {
    Icon = expanded ? FolderOpenIcon : FolderIcon;
  } else if (node) {
    Icon = fileIcons[node.kind];
  }
  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon
        fontSize="small"
        sx={{ color: node?.kind === 'folder' ? 'warning.main' : 'text.secondary', flexShrink: 0 }}
      />
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
      {node ? (
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
          {formatSize(totalSize(node))}
        </Box>
      ) : null}
    </Box>
  );
}

const FileItem = React.forwardRef(function FileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  // The item's status (expanded, selected, focused…) drives the open-folder icon.
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <FileLabel node={node} expanded={status.expanded}>
          {props.label}
        </FileLabel>
      }
    />
  );
});

export default function RichCustomFileExplorer() {
  const [selected, setSelected] = React.useState<string | null>('src/components/OrderTable.tsx');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340, overflow: 'auto', maxWidth: 480 }}>
        <RichTreeView
          items={fileTree}
          defaultExpandedItems={['src', 'src/components']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          slots={{ item: FileItem }}
          sx={{ [`& .${treeItemClasses.content}`]: { py: 0.5 } }}
        />
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        Open file: {selected ?? 'none'}
      </Box>
    </Stack>
  );
}
