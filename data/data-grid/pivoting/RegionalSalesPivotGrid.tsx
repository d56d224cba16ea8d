import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { salesLedger, type SaleRecord } from './salesLedger';
import { useShowOncePivoted } from './useShowOncePivoted';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<SaleRecord>[] = [
  { field: 'closedOn', headerName: 'Closed', type: 'date', width: 120 },
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function RegionalSalesPivotGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  return (
    <Box sx={{ height: 530, width: '100%', visibility: shown ? 'visible' : 'hidden' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={salesLedger}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              // `closedOn-year` and `closedOn-quarter` are derived by the grid from the date column.
              columns: [
                { field: 'closedOn-year', sort: 'asc' },
                { field: 'closedOn-quarter', sort: 'asc' },
              ],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
