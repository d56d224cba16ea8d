import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

type Row = StockPrice & { id: string };

// The last 20 sessions of the growth stock; the trading day is the row id.
const rows: Row[] = stockPrices.NBLA.slice(-20).map((price) => ({
  ...price,
  id: price.date.toISOString(),
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Session',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'high', headerName: 'High', type: 'number', width: 90 },
  { field: 'low', headerName: 'Low', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

export default function DisableSelectorGrid() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnSelector"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnSelector={disabled}
          hideFooter
        />
      </Box>
    </Box>
  );
}
