import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { invoices, type Invoice } from '@docs/demo-data';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  // The invoice number cannot be dragged, and stays the first column.
  { field: 'number', headerName: 'Invoice', width: 140, disableReorder: true },
  { field: 'client', headerName: 'Client', width: 180 },
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
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => eur.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function InvoiceReorderLimitsGrid() {
  const [disableColumnReorder, setDisableColumnReorder] = React.useState(false);
  const [keepOutside, setKeepOutside] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableColumnReorder}
              onChange={(event) => setDisableColumnReorder(event.target.checked)}
            />
          }
          label="disableColumnReorder"
        />
        <FormControlLabel
          control={
            <Switch
              checked={keepOutside}
              onChange={(event) => setKeepOutside(event.target.checked)}
            />
          }
          label="keepColumnPositionIfDraggedOutside"
          sx={{ '& .MuiFormControlLabel-label': { wordBreak: 'break-word' } }}
        />
      </FormGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={invoices}
          columns={columns}
          disableColumnReorder={disableColumnReorder}
          keepColumnPositionIfDraggedOutside={keepOutside}
          hideFooter
        />
      </Box>
    </Box>
  );
}
