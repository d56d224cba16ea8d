import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import CodeIcon from '@mui/icons-material/Code';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef, useTreeItemModel } from '@mui/x-tree-view/hooks';
import { fileTree, type FileNode } from '@docs/demo-data';

const kinds = new Map<string, FileNode['kind']>();
const index = (nodes: readonly FileNode[]) =>
  nodes.forEach((node) => {
    kinds.set(node.id, node.kind);
    index(node.children ?? []);
  });
index(fileTree);

const icons = {
  folder: FolderOutlinedIcon,
  code: CodeIcon,
  image: ImageOutlinedIcon,
  document: DescriptionOutlinedIcon,
  config: SettingsOutlinedIcon,
};

const FileItem = React.forwardRef(function FileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<FileNode>(props.itemId);
  const Icon = icons[item?.kind ?? 'document'];
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
          {props.label}
        </Box>
      }
    />
  );
});

// Files only land inside folders (or at the root of the project).
const canMoveItemToNewPosition = ({
  newPosition,
}: {
  newPosition: { parentId: string | null };
}) => newPosition.parentId === null || kinds.get(newPosition.parentId) === 'folder';

export default function RichOrderingFileExplorer() {
  const apiRef = useTreeViewApiRef();
  const [moves, setMoves] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: { sm: 1 }, minWidth: 0, height: 360, overflow: 'auto' }}>
        <RichTreeViewPro
          apiRef={apiRef}
          items={fileTree}
          itemsReordering
          canMoveItemToNewPosition={canMoveItemToNewPosition}
          defaultExpandedItems={['src', 'src/components']}
          slots={{ item: FileItem }}
          onItemPositionChange={({ itemId, newPosition }) => {
            const siblings = apiRef.current?.getItemOrderedChildrenIds(newPosition.parentId) ?? [];
            const folder = newPosition.parentId ?? '(project root)';
            setMoves((prev) =>
              [`mv ${itemId} → ${folder}, now ${newPosition.index + 1} of ${siblings.length}`, ...prev].slice(0, 20),
            );
          }}
        />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Moves"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          flex: { sm: 1 },
          minWidth: 0,
          height: { xs: 140, sm: 360 },
          overflow: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {moves.length ? moves.join('\n') : 'Drag a file into another folder.'}
      </Box>
    </Stack>
  );
}
