import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { stockPrices } from '@docs/demo-data';

const rows = stockPrices.GRDX.slice(0, 20).map((price, index) => ({ id: index + 1, ...price }));
type Row = (typeof rows)[number];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'close', headerName: 'Close', type: 'number', width: 110, valueFormatter: (value: number) => usd.format(value) },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    flex: 1,
    minWidth: 120,
    valueFormatter: (value: number) => `${(value / 1_000_000).toFixed(2)} M`,
  },
];

export default function ExportedCellsGrid() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('Press "Preview CSV" to compare formatted and raw values.');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
          label="Export raw values"
        />
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}>
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          density="compact"
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="CSV preview"
        sx={{ height: 140, overflow: 'auto', mt: 1, mb: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
