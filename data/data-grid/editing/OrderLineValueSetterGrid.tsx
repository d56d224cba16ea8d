import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridValueParser, GridValueSetter } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

// Typed in lower case or with spaces, the reference is stored as the warehouse prints it: SO-20431.
const parseOrderNumber: GridValueParser<Order, string> = (value) =>
  (value ?? '').toUpperCase().replace(/\s+/g, '');

// Changing the quantity or the unit price also recomputes the line total.
const setQuantity: GridValueSetter<Order, number> = (value, row) => ({
  ...row,
  quantity: value,
  total: Math.round(value * row.unitPrice * 100) / 100,
});

const setUnitPrice: GridValueSetter<Order, number> = (value, row) => ({
  ...row,
  unitPrice: value,
  total: Math.round(row.quantity * value * 100) / 100,
});

const columns: GridColDef<Order>[] = [
  {
    field: 'number',
    headerName: 'Order',
    width: 120,
    editable: true,
    valueParser: parseOrderNumber,
  },
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    editable: true,
    valueSetter: setQuantity,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price ($)',
    type: 'number',
    width: 120,
    editable: true,
    valueSetter: setUnitPrice,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function OrderLineValueSetterGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
