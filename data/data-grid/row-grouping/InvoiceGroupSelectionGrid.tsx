import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowSelectionModel,
  GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';
import { invoices, type Invoice } from '@docs/demo-data';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'client', headerName: 'Client', width: 200 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

export default function InvoiceGroupSelectionGrid() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const ids = [...selection.ids].map(String);
  const groups = ids.filter((id) => id.startsWith('auto-generated'));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1, typography: 'body2' }}>
        {(['parents', 'descendants'] as const).map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={Boolean(propagation[key])}
              onChange={(event) => setPropagation({ ...propagation, [key]: event.target.checked })}
            />{' '}
            {key}
          </label>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
      >
        {`rowSelectionPropagation = ${JSON.stringify(propagation)}\nselected: ${ids.length - groups.length} invoices, ${groups.length} groups`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={invoices}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
          initialState={{ rowGrouping: { model: ['status'] } }}
          groupingColDef={{ width: 180 }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
