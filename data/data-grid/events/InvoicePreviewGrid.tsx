import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridRowSelectionModel,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoicePreviewGrid() {
  const [opened, setOpened] = React.useState<Invoice | null>(null);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      // Let the grid select the row, as it does by default.
      return;
    }
    setOpened(params.row as Invoice);
    // A plain click opens the invoice and leaves the selection alone.
    event.defaultMuiPrevented = true;
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      <Box sx={{ flex: '2 1 420px', minWidth: 0, height: 360 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          checkboxSelection
          density="compact"
          hideFooter
          onRowClick={handleRowClick}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Box
        component="section"
        aria-label="Invoice preview"
        sx={{ flex: '1 1 220px', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {opened ? (
          <React.Fragment>
            <Typography variant="subtitle1" component="p">
              {opened.number}
            </Typography>
            <Typography variant="body2">{opened.client}</Typography>
            <Typography variant="body2">
              Issued {dateFormat.format(opened.issuedOn)}, due {dateFormat.format(opened.dueOn)}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              {money.format(opened.amount)}
            </Typography>
            <Typography variant="body2">{opened.status}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a row to open its invoice here.</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Selected: {selection.ids.size === 0 ? 'none' : `${selection.ids.size} invoice(s)`}
        </Typography>
      </Box>
    </Box>
  );
}
