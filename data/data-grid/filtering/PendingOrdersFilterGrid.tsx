import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function PendingOrdersFilterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Orders still waiting on the shop: not paid yet, or paid but not shipped.
              items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
