import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

export default function StoreRevenuePremiumGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['country'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
          columns: { columnVisibilityModel: { country: false } },
        }}
        showToolbar
      />
    </Box>
  );
}
