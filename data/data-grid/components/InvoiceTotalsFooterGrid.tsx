import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => eur.format(value),
  },
];

/** Sums the invoices that pass the filters, and the selected ones. */
function TotalsFooter() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const selectedIds = useGridSelector(apiRef, gridRowSelectionIdsSelector);

  const sum = (entries: typeof visible) =>
    entries.reduce((total, entry) => total + (entry.model as Invoice).amount, 0);
  const selected = visible.filter((entry) => selectedIds.has(entry.id));

  return (
    <GridFooterContainer
      sx={{ px: 2, gap: 2, flexWrap: 'wrap', justifyContent: 'flex-start' }}
    >
      <span>
        {visible.length} invoices: <strong>{eur.format(sum(visible))}</strong>
      </span>
      <span>
        {selected.length} selected: <strong>{eur.format(sum(selected))}</strong>
      </span>
    </GridFooterContainer>
  );
}

export default function InvoiceTotalsFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ footer: TotalsFooter }}
      />
    </Box>
  );
}
