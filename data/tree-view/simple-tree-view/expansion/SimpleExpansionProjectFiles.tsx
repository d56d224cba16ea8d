import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { fileTree, type FileNode } from '@docs/demo-data';

function renderFiles(nodes: readonly FileNode[]): React.ReactNode {
  return nodes.map((node) => (
    <TreeItem key={node.id} itemId={node.id} label={node.label}>
      {node.children ? renderFiles(node.children) : null}
    </TreeItem>
  ));
}

function collectFolderIds(nodes: readonly FileNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...collectFolderIds(node.children)] : []));
}

const allFolders = collectFolderIds(fileTree);

export default function SimpleExpansionProjectFiles() {
  const [expanded, setExpanded] = React.useState<string[]>(['src']);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allFolders)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        expandedItems: [{expanded.join(', ')}]
      </Typography>
      <Box sx={{ height: 320, overflow: 'auto', maxWidth: 420 }}>
        <SimpleTreeView
          aria-label="Project files"
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        >
          {renderFiles(fileTree)}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
