import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

// Each `field` names a key of the row objects; the grid reads the cell value from it.
const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    description: 'The aisle the item is shelved in',
    width: 120,
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  // Without `headerName` the header shows the field itself: "inStock".
  { field: 'inStock', type: 'number', width: 100 },
];

export default function ProvidingContentGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={inventory} columns={columns} hideFooter />
    </Box>
  );
}
