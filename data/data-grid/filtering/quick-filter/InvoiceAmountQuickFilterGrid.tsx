import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GetApplyQuickFilterFn } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

// Lets readers type ">3000" or "<1000" in the search box to filter by amount.
const amountQuickFilter: GetApplyQuickFilterFn<Invoice, number> = (value) => {
  const match = /^([<>])(\d+(?:\.\d+)?)$/.exec(String(value));
  if (!match) {
    // Not a comparison: this column takes no part in matching the word.
    return null;
  }
  const limit = Number(match[2]);
  return (amount) => (match[1] === '>' ? amount > limit : amount < limit);
};

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    getApplyQuickFilterFn: amountQuickFilter,
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoiceAmountQuickFilterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['overdue', '>2000'] } },
        }}
        hideFooter
      />
    </Box>
  );
}
