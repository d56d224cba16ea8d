import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';
import { orders, type Order, type OrderStatus } from '@docs/demo-data';

// The order in which an order moves through the shop, not the alphabet.
const workflow: OrderStatus[] = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'];

const byWorkflowStep: GridComparatorFn<OrderStatus> = (a, b) =>
  workflow.indexOf(a) - workflow.indexOf(b);

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    sortComparator: byWorkflowStep,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function OrderStatusComparatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'status', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
