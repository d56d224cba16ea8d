import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridFilterModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { invoices, type Invoice } from '@docs/demo-data';
import { useShowOncePivoted } from './useShowOncePivoted';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130, pivotable: false },
  { field: 'client', headerName: 'Client', width: 180 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 100,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : eur.format(value)),
  },
];

export default function InvoiceStatusPivotGrid() {
  const apiRef = useGridApiRef();
  // Hidden (in a box of its final size) until the grid has built the pivot table.
  const shown = useShowOncePivoted(apiRef);
  const [disablePivoting, setDisablePivoting] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'isAnyOf', value: ['Sent', 'Overdue'] }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePivoting}
            onChange={(event) => setDisablePivoting(event.target.checked)}
          />
        }
        label="disablePivoting"
      />
      <Typography
        variant="body2"
        component="pre"
        tabIndex={0}
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', height: '4.5em', overflow: 'auto' }}
      >
        {`filterModel.items = ${JSON.stringify(filterModel.items)}`}
      </Typography>
      <Box sx={{ height: 480, visibility: shown ? 'visible' : 'hidden' }}>
        {/* The key remounts the grid: pivoting is meant to be allowed or not from the start. */}
        <DataGridPremium
          apiRef={apiRef}
          key={String(disablePivoting)}
          rows={invoices}
          columns={columns}
          disablePivoting={disablePivoting}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          density="compact"
          showToolbar
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{ field: 'client' }],
                columns: [{ field: 'status', sort: 'asc' }],
                values: [{ field: 'amount', aggFunc: 'sum' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
