import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp, gridClasses } from '@mui/x-data-grid-pro';
import { orders } from '@docs/demo-data';

interface OrderLine {
  id: number | string;
  number: string;
  customer: string;
  quantity: number;
  total: number;
}

const rows: OrderLine[] = orders.map(({ id, number, customer, quantity, total }) => ({ id, number, customer, quantity, total }));

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', minWidth: 180, flex: 1 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => money.format(value) },
];

const sum = (field: 'quantity' | 'total') => rows.reduce((total, row) => total + row[field], 0);

// Pinned rows are rows like any other, with ids of their own that no row in `rows` uses.
const pinnedRows: GridPinnedRowsProp<OrderLine> = {
  top: [{ id: 'target', number: 'Target', customer: 'Monthly goal × 2', quantity: 240, total: 15000 }],
  bottom: [{ id: 'all', number: 'All', customer: `${rows.length} orders`, quantity: sum('quantity'), total: sum('total') }],
};

export default function OrderTotalsPinnedGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        [`& .${gridClasses.pinnedRows} .${gridClasses.cell}`]: { fontWeight: 600 },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
      />
    </Box>
  );
}
