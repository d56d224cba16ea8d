import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => longDate.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    // The cell shows "1.234,50 €"; sorting and filtering still use the number.
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ValueFormatterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
