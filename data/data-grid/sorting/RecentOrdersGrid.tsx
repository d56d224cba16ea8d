import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  {
    field: 'orderedOn',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function RecentOrdersGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
