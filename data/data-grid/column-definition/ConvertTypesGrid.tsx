import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices } from '@docs/demo-data';

/** What a JSON API sends: dates as ISO strings, amounts as decimal strings. */
interface InvoiceJson {
  id: number;
  number: string;
  client: string;
  issuedOn: string;
  amount: string;
}

const rows: InvoiceJson[] = invoices.map((invoice) => ({
  id: invoice.id,
  number: invoice.number,
  client: invoice.client,
  issuedOn: invoice.issuedOn.toISOString(),
  amount: invoice.amount.toFixed(2),
}));

const columns: GridColDef<InvoiceJson>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    // The `date` type sorts, filters and edits `Date` objects, not strings.
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
  },
  {
    field: 'amount',
    headerName: 'Amount (EUR)',
    type: 'number',
    width: 130,
    // A real number gets the number formatting ("1,200") that a string skips.
    valueGetter: (value: string | null) => (value == null ? null : Number(value)),
  },
];

export default function ConvertTypesGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
