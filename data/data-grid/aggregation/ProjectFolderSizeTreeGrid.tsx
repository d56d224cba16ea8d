import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { fileTree, type FileNode } from '@docs/demo-data';

type FileRow = Omit<FileNode, 'children'>;

// The tree as flat rows: ids are paths, so the path of a row is its id split on "/".
function flatten(nodes: readonly FileNode[]): FileRow[] {
  return nodes.flatMap(({ children, ...node }) => [node, ...flatten(children ?? [])]);
}

const rows = flatten(fileTree);

const kb = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `${kb.format(value / 1024)} KB`),
  },
];

export default function ProjectFolderSizeTreeGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.id.split('/')}
        groupingColDef={{ headerName: 'File', flex: 1, minWidth: 220 }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          aggregation: { model: { size: 'sum', kind: 'size' } },
        }}
      />
    </Box>
  );
}
