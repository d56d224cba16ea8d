import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  // Invoice numbers follow the issue date, so sorting them adds nothing.
  { field: 'number', headerName: 'Invoice', width: 140, sortable: false },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100, sortable: false },
];

export default function InvoiceSortingDisabledGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableColumnSorting"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          disableColumnSorting={disabled}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
