import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

type Row = StockPrice & { id: number };

const allRows: Row[] = stockPrices.ORIC.slice(0, 20).map((price, index) => ({
  id: index + 1,
  ...price,
}));

const columns: GridColDef<Row>[] = [
  {
    field: 'date',
    headerName: 'Trading day',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  },
  { field: 'open', headerName: 'Open ($)', type: 'number', width: 100 },
  { field: 'close', headerName: 'Close ($)', type: 'number', width: 100 },
  { field: 'volume', headerName: 'Volume', type: 'number', flex: 1, minWidth: 110 },
];

const VARIANTS: GridLoadingOverlayVariant[] = [
  'skeleton',
  'linear-progress',
  'circular-progress',
];

export default function PriceHistoryLoadingGrid() {
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');
  const [loading, setLoading] = React.useState(false);

  // Pretend to fetch the prices again: the overlay covers the rows for 2.5 seconds.
  const load = React.useCallback(() => {
    setLoading(true);
  }, []);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setLoading(false);
    }, 2500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 1,
        }}
      >
        <RadioGroup
          row
          aria-label="Loading overlay variant"
          value={variant}
          onChange={(event) => {
            setVariant(event.target.value as GridLoadingOverlayVariant);
            load();
          }}
        >
          {VARIANTS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={value}
            />
          ))}
        </RadioGroup>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Load again
        </Button>
      </Box>
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
        loading = {String(loading)}, slotProps.loadingOverlay ={' '}
        {JSON.stringify({ variant, noRowsVariant: variant })}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={allRows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
