import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function WhatsNewToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* v8: `showToolbar` shows the built-in toolbar, `label` titles it and names the grid. */}
      <DataGrid
        rows={inventory}
        columns={columns}
        showToolbar
        label="Warehouse stock"
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
