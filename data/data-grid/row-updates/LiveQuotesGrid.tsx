import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRowModelUpdate,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { round, seededRandom } from '@docs/demo-data';

interface Quote {
  id: string;
  name: string;
  price: number;
  /** Change since the open, in percent. */
  change: number;
  trades: number;
}

const OPENING: Array<[string, string, number]> = [
  ['GRDX', 'Gridline Utilities', 48.2],
  ['NBLA', 'Nebula Software', 131.75],
  ['ORIC', 'Orichalc Mining', 21.4],
  ['HVST', 'Harvest Foods', 63.1],
  ['KLMR', 'Kilmore Rail', 37.85],
  ['PLSM', 'Plasma Devices', 212.3],
  ['TIDE', 'Tidewater Shipping', 18.6],
  ['VRDN', 'Viridian Energy', 54.05],
  ['AURA', 'Aura Health', 88.9],
  ['CMPS', 'Compass Insurance', 71.2],
];

const openingPrice = new Map(OPENING.map(([ticker, , price]) => [ticker, price]));

const initialRows: Quote[] = OPENING.map(([id, name, price]) => ({
  id,
  name,
  price,
  change: 0,
  trades: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
  },
  { field: 'trades', headerName: 'Trades', type: 'number', width: 90 },
];

const TICK_MS = 20;
const THROTTLE_CHOICES = [0, 500, 2000];

export default function LiveQuotesGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleRowsMs, setThrottleRowsMs] = React.useState(500);
  const [counts, setCounts] = React.useState({ calls: 0, applied: 0 });
  const calls = React.useRef(0);
  const applied = React.useRef(0);
  const labelId = React.useId();

  // Count how many times the grid actually applies the pending updates.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowsSet', () => {
        applied.current += 1;
      }),
    [apiRef],
  );

  // Nothing ticks until the reader presses Start; leaving the page stops it.
  React.useEffect(() => {
    if (!running) return undefined;
    calls.current = 0;
    applied.current = 0;
    const random = seededRandom(calls.current + 1);
    const feed = setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      // Three trades per tick, on random tickers.
      const updates: GridRowModelUpdate[] = [];
      for (let i = 0; i < 3; i += 1) {
        const [ticker] = OPENING[Math.floor(random() * OPENING.length)];
        const quote = api.getRow<Quote>(ticker)!;
        const price = round(quote.price * (1 + (random() - 0.5) * 0.004));
        const open = openingPrice.get(ticker)!;
        updates.push({
          id: ticker,
          price,
          change: round(((price - open) / open) * 100),
          trades: quote.trades + 1,
        });
      }
      api.updateRows(updates);
      calls.current += 1;
    }, TICK_MS);
    const display = setInterval(() => {
      setCounts({ calls: calls.current, applied: applied.current });
    }, 250);
    return () => {
      clearInterval(feed);
      clearInterval(display);
      setCounts({ calls: calls.current, applied: applied.current });
    };
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Button
          size="small"
          variant={running ? 'outlined' : 'contained'}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <Typography variant="body2" component="span" id={labelId}>
          throttleRowsMs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleRowsMs}
          onChange={(_event, value: number | null) => {
            if (value !== null) setThrottleRowsMs(value);
          }}
          aria-labelledby={labelId}
        >
          {THROTTLE_CHOICES.map((choice) => (
            <ToggleButton key={choice} value={choice} sx={{ px: 1.5 }}>
              {choice}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box component="pre" sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}>
        updateRows() calls: {counts.calls}, applied by the grid: {counts.applied}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleRowsMs}
          hideFooter
        />
      </Box>
    </Box>
  );
}
