import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders } from '@docs/demo-data';

/** The shape an order API might send: the buyer and the line are nested objects. */
interface ApiOrder {
  id: number;
  number: string;
  buyer: { name: string; country: string };
  line: { product: string; quantity: number; unitPrice: number };
}

// Rows keep the API's shape; no flattening step is needed.
const apiOrders: ApiOrder[] = orders.map((order) => ({
  id: order.id,
  number: order.number,
  buyer: { name: order.customer, country: order.country },
  line: {
    product: order.product,
    quantity: order.quantity,
    unitPrice: order.unitPrice,
  },
}));

const columns: GridColDef<ApiOrder>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  {
    // `field` must be unique; `valueGetter` reads the nested value.
    field: 'buyerName',
    headerName: 'Buyer',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.buyer.name,
  },
  {
    field: 'buyerCountry',
    headerName: 'Country',
    width: 130,
    valueGetter: (_value, row) => row.buyer.country,
  },
  {
    field: 'product',
    headerName: 'Product',
    width: 160,
    valueGetter: (_value, row) => row.line.product,
  },
  {
    // A value the API does not send at all, computed from the row.
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.line.quantity * row.line.unitPrice,
  },
];

export default function NestedOrderRowsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={apiOrders} columns={columns} hideFooter />
    </Box>
  );
}
