import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridGroupNode,
  GridRowId,
  GridRowParams,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

// Open the North warehouse when the grid starts; keep the others closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'warehouse' && node.groupingKey === 'North';

export default function WarehouseExpansionGrid() {
  const apiRef = useGridApiRef();
  const [picked, setPicked] = React.useState<{ label: string; ids: GridRowId[] } | null>(null);

  const setAll = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current?.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (node?.type !== 'group') {
      return;
    }
    const ids = apiRef.current!.getRowGroupChildren({ groupId: params.id, applySorting: true });
    setPicked({ label: `${node.groupingField} = ${String(node.groupingKey)}`, ids });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '3em' }}
      >
        {picked
          ? `getRowGroupChildren(${picked.label}) = ${JSON.stringify(picked.ids)}`
          : 'Click a group row to list its rows.'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          initialState={{ rowGrouping: { model: ['warehouse', 'category'] } }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          onRowClick={handleRowClick}
          groupingColDef={{ width: 220 }}
          hideFooter
          sx={{ '--DataGrid-cellOffsetMultiplier': 4 }}
        />
      </Box>
    </Box>
  );
}
