import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    headerClassName: 'order-header--money',
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    headerClassName: 'order-header--money',
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // A function gets the header's params: the class can depend on the column.
    headerClassName: ({ colDef }) =>
      `order-header--money ${colDef.field === 'total' ? 'order-header--key' : ''}`,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function OrderHeaderStylingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        sx={(theme) => ({
          // Every header: uppercase labels.
          '& .MuiDataGrid-columnHeaderTitle': {
            textTransform: 'uppercase',
            fontSize: 12,
            letterSpacing: 0.5,
          },
          // Headers of the money columns.
          '& .order-header--money': {
            backgroundColor: alpha(theme.palette.success.main, 0.12),
          },
          '& .order-header--key .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 700,
          },
          // The header of the column the rows are sorted by.
          '& .MuiDataGrid-columnHeader--sorted': {
            boxShadow: `inset 0 -3px 0 ${theme.palette.primary.main}`,
          },
        })}
      />
    </Box>
  );
}
