import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const overdueIds = invoices.filter((invoice) => invoice.status === 'Overdue').map((invoice) => invoice.id);
const paidIds = invoices.filter((invoice) => invoice.status === 'Paid').map((invoice) => invoice.id);

export default function ControlledSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSelection({ type: 'include', ids: new Set(overdueIds) })}>
          Overdue only
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelection({ type: 'exclude', ids: new Set(paidIds) })}>
          All but paid
        </Button>
        <Button size="small" onClick={() => setSelection({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" component="pre" sx={{ mb: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {`rowSelectionModel = { type: '${selection.type}', ids: Set(${selection.ids.size}) [${[...selection.ids].join(', ')}] }`}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
