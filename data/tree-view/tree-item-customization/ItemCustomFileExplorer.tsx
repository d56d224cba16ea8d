import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import ArticleIcon from '@mui/icons-material/Article';
import SettingsIcon from '@mui/icons-material/Settings';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemIconContainer,
  TreeItemGroupTransition,
  TreeItemLabel,
  TreeItemRoot,
  TreeItemCheckbox,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { fileTree, type FileNode } from '@docs/demo-data';

const kindIcons = { code: CodeIcon, image: ImageIcon, document: ArticleIcon, config: SettingsIcon };

function formatSize(bytes: number) {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;
}

// Folders add up the sizes of everything inside them.
function totalSize(node: FileNode): number {
  return node.children ? node.children.reduce((sum, child) => sum + totalSize(child), 0) : (node.size ?? 0);
}

const FileItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function FileItem(props, ref) {
  const { id, itemId, label, disabled, children } = props;
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
  // The whole object of `items`, with the fields the tree itself does not use (kind, size).
  const file = useTreeItemModel<FileNode>(itemId);

  let KindIcon = FolderIcon;
  if (file && file.kind !== 'folder') {
    KindIcon = kindIcons[file.kind];
  } else if (status.expanded) {
    KindIcon = FolderOpenIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <KindIcon fontSize="small" color={file?.kind === 'folder' ? 'primary' : 'action'} />
          <TreeItemLabel {...getLabelProps({ sx: { fontSize: '0.875rem', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } })} />
          {file ? (
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {formatSize(totalSize(file))}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomFileExplorer() {
  return (
    <Box sx={{ height: 360, overflow: 'auto', maxWidth: 440 }}>
      <RichTreeView
        aria-label="Project files"
        items={fileTree}
        defaultExpandedItems={['src', 'src/components']}
        defaultSelectedItems="src/components/OrderTable.tsx"
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
