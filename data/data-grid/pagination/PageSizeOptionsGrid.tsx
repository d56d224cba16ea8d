import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const PRODUCTS = ['Desk lamp', 'Notebook', 'Cable tie', 'Stapler', 'Monitor arm', 'Sticky notes'];

const rows = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${1000 + index * 7}`,
  product: PRODUCTS[index % PRODUCTS.length],
  stock: (index * 37) % 250,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function PageSizeOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // A number is shown as is; an object gives the option its own label.
        pageSizeOptions={[5, 10, 25, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
      />
    </Box>
  );
}
