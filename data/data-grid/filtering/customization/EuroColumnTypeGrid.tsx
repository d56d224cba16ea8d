import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * A reusable "euro amount" column: a number, printed as money, filtered with
 * the comparisons an accountant uses. Spread it into any column definition.
 */
const euroColumn: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  filterOperators: getGridNumericOperators().filter((operator) =>
    ['>', '>=', '<', '<='].includes(operator.value),
  ),
};

type InvoiceWithVat = Invoice & { vat: number };

const rows: InvoiceWithVat[] = invoices.map((invoice) => ({
  ...invoice,
  vat: Math.round(invoice.amount * 0.2 * 100) / 100,
}));

const columns: GridColDef<InvoiceWithVat>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'amount', headerName: 'Amount', ...euroColumn },
  { field: 'vat', headerName: 'VAT', ...euroColumn, width: 110 },
];

export default function EuroColumnTypeGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'amount', operator: '>=', value: 3000 }] } },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
