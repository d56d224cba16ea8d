import * as React from 'react';
import Box from '@mui/material/Box';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportPrint,
  FilterPanelTrigger,
  GridColDef,
  GridFilterModel,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
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
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => eur.format(value),
  },
];

function InvoiceToolbar() {
  return (
    <Toolbar>
      {/* `expanded` keeps the field open and in the Tab order even when it is empty. */}
      <QuickFilter
        expanded
        style={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 }}
      >
        <QuickFilterControl
          size="small"
          placeholder="Search invoices"
          style={{ flex: 1, maxWidth: 280 }}
          // Put the control's `ref` and a label on the <input>, not on the TextField root.
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...(controlProps as TextFieldProps)}
              inputRef={ref}
              slotProps={{
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search invoices',
                },
              }}
            />
          )}
        />
        <QuickFilterClear size="small" aria-label="Clear search">
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>

      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function InvoiceComposedToolbarGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['overdue'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        quickFilterValues = {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: InvoiceToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
