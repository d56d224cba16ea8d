import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  // The invoice number never has a menu: there is nothing to sort or filter by in it.
  { field: 'number', headerName: 'Invoice', width: 140, disableColumnMenu: true },
  { field: 'client', headerName: 'Client', width: 180 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
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

export default function InvoiceMenuDisabledGrid() {
  const [disableColumnMenu, setDisableColumnMenu] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={disableColumnMenu}
            onChange={(event) => setDisableColumnMenu(event.target.checked)}
          />
        }
        label="disableColumnMenu"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          disableColumnMenu={disableColumnMenu}
          hideFooter
        />
      </Box>
    </Box>
  );
}
