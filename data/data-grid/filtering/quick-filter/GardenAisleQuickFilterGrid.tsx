import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function GardenAisleQuickFilterGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // Two words: a row must match both, each in any column.
              quickFilterValues: ['garden', 'north'],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
