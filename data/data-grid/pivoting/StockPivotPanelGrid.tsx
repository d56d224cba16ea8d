import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';
import { useShowOncePivoted } from './useShowOncePivoted';

const columns: GridColDef<InventoryItem>[] = [
  // An identifier says nothing once summed up: keep it out of the pivot panel.
  { field: 'sku', headerName: 'SKU', width: 100, pivotable: false },
  { field: 'name', headerName: 'Item', width: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder level', type: 'number', width: 120 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function StockPivotPanelGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  return (
    <Box sx={{ height: 460, width: '100%', visibility: shown ? 'visible' : 'hidden' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={inventory}
        columns={columns}
        density="compact"
        sx={{
          // In 8.8.0 the section headers of the panel are named "Rows", "Columns" and "Values"
          // for assistive technology, but also show a count badge, so the visible text and the
          // name differ. The fields are listed right below, so this demo hides the badge.
          '& .MuiDataGrid-pivotPanelSectionTitle .MuiBadge-root': { display: 'none' },
        }}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            panelOpen: true,
            model: {
              rows: [{ field: 'category' }],
              columns: [{ field: 'warehouse' }],
              values: [{ field: 'inStock', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
