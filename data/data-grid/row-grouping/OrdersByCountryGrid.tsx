import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'customer', headerName: 'Customer', width: 200 },
  { field: 'product', headerName: 'Product', width: 180 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

export default function OrdersByCountryGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['country'] } }}
        hideFooter
      />
    </Box>
  );
}
