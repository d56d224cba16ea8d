import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InitialVisibilityGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showToolbar
        initialState={{
          // Start with two columns hidden; the reader can show them from the toolbar.
          columns: { columnVisibilityModel: { id: false, issuedOn: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
