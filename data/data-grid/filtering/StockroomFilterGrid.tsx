import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Tools', 'Fasteners', 'Electrical', 'Paint', 'Garden'],
    width: 120,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 120,
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function StockroomFilterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={inventory} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
