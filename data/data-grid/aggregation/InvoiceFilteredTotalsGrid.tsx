import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 120,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
];

export default function InvoiceFilteredTotalsGrid() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scope}
        onChange={(_event, value) => value && setScope(value)}
        aria-label="aggregationRowsScope"
      >
        <ToggleButton value="filtered">Filtered rows</ToggleButton>
        <ToggleButton value="all">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`aggregationRowsScope="${scope}"`}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={invoices}
          columns={columns}
          aggregationRowsScope={scope}
          showToolbar
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'status', operator: 'is', value: 'Overdue' }],
              },
            },
            aggregation: { model: { amount: 'sum', number: 'size' } },
          }}
        />
      </Box>
    </Stack>
  );
}
