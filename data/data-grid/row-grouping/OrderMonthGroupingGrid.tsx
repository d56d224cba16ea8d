import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function sizeBand(total: number) {
  if (total >= 1000) {
    return 'Large (≥ $1,000)';
  }
  if (total >= 250) {
    return 'Medium ($250–999)';
  }
  return 'Small (< $250)';
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  {
    field: 'orderedOn',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    // The group rows format their key (a month) with this too: leave text as it is.
    valueFormatter: (value: Date | string) => (value instanceof Date ? dayFormat.format(value) : value),
    // A date is not a valid grouping key: group by its month, as text.
    groupingValueGetter: (value: Date) => monthFormat.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 160,
    valueFormatter: (value: number | string) => (typeof value === 'number' ? money.format(value) : value),
    groupingValueGetter: (value: number) => sizeBand(value),
  },
  { field: 'customer', headerName: 'Customer', width: 200 },
];

export default function OrderMonthGroupingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['orderedOn', 'total'] } }}
        groupingColDef={{ width: 230 }}
        hideFooter
      />
    </Box>
  );
}
