import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';
import { useShowOncePivoted } from './useShowOncePivoted';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100, pivotable: false },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

// Each date column offers year, month and ISO week in the pivot panel (instead of the built-in year and quarter).
// The values are strings that sort in time order: "2025-03", "2025-W11".
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field;
  const dateOf = (row: Order) => row[field as keyof Order] as Date;
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName} (year)`,
      valueGetter: (value, row: Order) => String(dateOf(row).getUTCFullYear()),
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      valueGetter: (value, row: Order) => dateOf(row).toISOString().slice(0, 7),
    },
    {
      field: `${field}-week`,
      headerName: `${column.headerName} (week)`,
      valueGetter: (value, row: Order) => {
        const date = dateOf(row);
        // ISO week: the week that holds Thursday.
        const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
        const firstJanuary = Date.UTC(thursday.getUTCFullYear(), 0, 1);
        const week = Math.ceil(((thursday.getTime() - firstJanuary) / 86_400_000 + 1) / 7);
        return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
      },
    },
  ];
};

export default function OrderMonthPivotGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  return (
    <Box sx={{ height: 540, width: '100%', visibility: shown ? 'visible' : 'hidden' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        // Narrower generated columns, with the month in their header tooltip.
        pivotingColDef={(field, columnGroupPath) => ({
          width: field === 'quantity' ? 70 : 110,
          description: `${field} in ${columnGroupPath.join(' › ')}`,
        })}
        density="compact"
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [{ field: 'orderedOn-month', sort: 'asc' }],
              values: [
                { field: 'quantity', aggFunc: 'sum' },
                { field: 'total', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
