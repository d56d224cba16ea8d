import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

type InvoiceRow = Invoice | TotalRow;

interface TotalRow {
  id: 'total';
  label: string;
  amount: number;
}

const isTotal = (row: InvoiceRow): row is TotalRow => row.id === 'total';

const firstInvoices = invoices.slice(0, 8);
const totalRow: TotalRow = {
  id: 'total',
  label: `Total of ${firstInvoices.length} invoices`,
  amount: firstInvoices.reduce((sum, invoice) => sum + invoice.amount, 0),
};
const rows: InvoiceRow[] = [...firstInvoices, totalRow];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'number',
    headerName: 'Invoice',
    width: 140,
    valueGetter: (value, row) => (isTotal(row) ? row.label : value),
    // A function: the total row's label covers Invoice, Client and Issued.
    colSpan: (value, row) => (isTotal(row) ? 3 : undefined),
  },
  { field: 'client', headerName: 'Client', width: 170 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value?: Date) => (value ? dateFormat.format(value) : ''),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoiceTotalsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        density="compact"
        rows={rows}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        hideFooter
        getRowClassName={({ row }) => (isTotal(row) ? 'invoice-total' : '')}
        sx={{ '& .invoice-total': { fontWeight: 'fontWeightBold', bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
