import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { DataGrid, FilterPanelTrigger, GridColDef, Toolbar } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

function InvoiceToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open || state.filterCount > 0 ? 'contained' : 'outlined'}
            startIcon={<FilterAltOutlinedIcon fontSize="small" />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Add a filter'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const amountFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
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
    valueFormatter: (value: number) => amountFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 100,
  },
];

export default function InvoiceFilterButtonGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        slots={{ toolbar: InvoiceToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
