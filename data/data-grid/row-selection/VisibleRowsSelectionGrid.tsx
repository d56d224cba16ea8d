import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { stockPrices } from '@docs/demo-data';

const rows = stockPrices.NBLA.map((price, index) => ({ id: index + 1, ...price }));
type Row = (typeof rows)[number];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Trading day',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Volume', type: 'number', flex: 1, minWidth: 110 },
];

export default function VisibleRowsSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        NBLA trading days selected: {selection.ids.size} of {rows.length}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
