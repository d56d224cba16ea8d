import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Rechnung', width: 140 },
  { field: 'client', headerName: 'Kunde', flex: 1, minWidth: 170 },
  {
    field: 'issuedOn',
    headerName: 'Datum',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'amount',
    headerName: 'Betrag (€)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 2 }),
  },
];

export default function ExportOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Semicolons, because the amounts use a decimal comma; the BOM makes Excel read UTF-8.
            csvOptions: { fileName: 'rechnungen-2025', delimiter: ';', utf8WithBom: true },
            printOptions: { fileName: 'Rechnungen 2025', hideFooter: true, hideToolbar: true },
          },
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
