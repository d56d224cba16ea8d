import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { invoices, type Invoice } from '@docs/demo-data';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 190 },
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
  // Neither column offers "Pin to left" / "Pin to right" in its menu.
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    pinnable: false,
    valueFormatter: (value: number) => eur.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100, pinnable: false },
];

export default function InvoicePinningDisabledGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableColumnPinning"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={invoices}
          columns={columns}
          disableColumnPinning={disabled}
          initialState={{ pinnedColumns: { left: ['number'], right: ['amount'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
