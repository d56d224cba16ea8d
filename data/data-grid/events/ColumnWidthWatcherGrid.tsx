import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

const rows = stockPrices.NBLA.map((price, index) => ({ id: index, ...price }));

const columns: GridColDef<StockPrice & { id: number }>[] = [
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

export default function ColumnWidthWatcherGrid() {
  const apiRef = useGridApiRef();
  const [listening, setListening] = React.useState(true);
  const [widths, setWidths] = React.useState<Record<string, number>>(() =>
    Object.fromEntries(columns.map((column) => [column.field, column.width ?? 100])),
  );

  React.useEffect(() => {
    if (!listening || !apiRef.current) {
      return undefined;
    }
    // subscribeEvent returns the function that removes the listener.
    const unsubscribe = apiRef.current.subscribeEvent('columnWidthChange', (params) => {
      setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
    });
    return unsubscribe;
  }, [apiRef, listening]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={listening} onChange={(event) => setListening(event.target.checked)} />
          }
          label="Listen to columnWidthChange"
        />
        <Typography variant="body2" component="p" aria-live="polite">
          NBLA column widths:{' '}
          {columns.map((column) => `${column.headerName} ${widths[column.field]} px`).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
