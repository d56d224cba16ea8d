import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRowIdGetter,
  GridRowSelectionModel,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** Stock as a warehouse system sends it: keyed by SKU, with no `id` field. */
type StockLine = Omit<InventoryItem, 'id'>;

const stock: StockLine[] = inventory.map((item) => ({
  sku: item.sku,
  name: item.name,
  category: item.category,
  warehouse: item.warehouse,
  inStock: item.inStock,
  reorderLevel: item.reorderLevel,
  unitCost: item.unitCost,
}));

// Defined outside the component, so the grid receives the same function on every render.
const getRowId: GridRowIdGetter<StockLine> = (row) => row.sku;

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function SkuRowIdGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        selected row ids: {JSON.stringify([...selection.ids])}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={stock}
          columns={columns}
          getRowId={getRowId}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
