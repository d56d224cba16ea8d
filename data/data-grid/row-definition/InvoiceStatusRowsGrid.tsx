import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 90,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

// One class per status; the grid adds it to the row element.
function getRowClassName(params: GridRowClassNameParams<Invoice>) {
  return `invoice-row--${params.row.status.toLowerCase()}`;
}

export default function InvoiceStatusRowsGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .invoice-row--overdue': {
          bgcolor: alpha(theme.palette.error.main, 0.1),
          '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.16) },
          ...theme.applyStyles('dark', {
            bgcolor: alpha(theme.palette.error.main, 0.2),
            '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.28) },
          }),
        },
        '& .invoice-row--paid': {
          color: (theme.vars ?? theme).palette.text.secondary,
        },
        '& .invoice-row--draft': { fontStyle: 'italic' },
      })}
    >
      <DataGrid
        rows={invoices}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
