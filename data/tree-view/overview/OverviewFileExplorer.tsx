import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import ArticleIcon from '@mui/icons-material/Article';
import SettingsIcon from '@mui/icons-material/Settings';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { fileTree, type FileNode } from '@docs/demo-data';

const kindIcons = { folder: FolderIcon, code: CodeIcon, image: ImageIcon, document: ArticleIcon, config: SettingsIcon };

function totalSize(node: FileNode): number {
  return node.children ? node.children.reduce((sum, child) => sum + totalSize(child), 0) : (node.size ?? 0);
}

function formatSize(bytes: number) {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;
}

function findFile(nodes: readonly FileNode[], id: string): FileNode | undefined {
  for (const node of nodes) {
    if (node.id === id) {
      return node;
    }
    const inside = node.children ? findFile(node.children, id) : undefined;
    if (inside) {
      return inside;
    }
  }
  return undefined;
}

// Each item reads its own file (kind, size) and shows an icon before the name.
const FileItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function FileItem(props, ref) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  const Icon = kindIcons[file?.kind ?? 'folder'];
  return (
    <TreeItem
      ref={ref}
      {...props}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color={file?.kind === 'folder' ? 'primary' : 'action'} />
          <Box component="span" sx={{ fontSize: '0.875rem', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {props.label}
          </Box>
        </Box>
      }
    />
  );
});

export default function OverviewFileExplorer() {
  const [selected, setSelected] = React.useState<string | null>('src/components/OrderTable.tsx');
  const file = selected ? findFile(fileTree, selected) : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ height: 340, overflow: 'auto', flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
        <RichTreeView
          aria-label="Project files"
          items={fileTree}
          defaultExpandedItems={['src', 'src/components']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          slots={{ item: FileItem }}
        />
      </Box>
      <Box sx={{ width: { sm: 240 }, height: 140, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-all' }}>
          {file ? file.id : 'No file selected'}
        </Typography>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {file.kind === 'folder'
              ? `Folder · ${file.children?.length ?? 0} entries · ${formatSize(totalSize(file))}`
              : `${file.kind} file · ${formatSize(totalSize(file))}`}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
