import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import {
  DataGrid,
  ExportCsv,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { stockPrices, tickers, type StockPrice, type Ticker } from '@docs/demo-data';

/** A plain `<button>` with styles of its own: no Material UI button involved. */
const PillButton = styled('button')(({ theme }) => {
  // `theme.vars` holds CSS variables that follow the light or dark colour scheme.
  const { palette } = theme.vars ?? theme;
  return {
    font: 'inherit',
    fontSize: 13,
    fontWeight: 600,
    padding: '4px 12px',
    borderRadius: 999,
    border: `1px solid ${palette.divider}`,
    background: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    '&[aria-pressed="true"]': {
      background: palette.primary.main,
      borderColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
    '&:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
  };
});

const TickerContext = React.createContext<{
  ticker: Ticker;
  setTicker: (ticker: Ticker) => void;
} | null>(null);

const columns: GridColDef<StockPrice & { id: number }>[] = [
  {
    field: 'date',
    headerName: 'Trading day',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }),
  },
  { field: 'open', headerName: 'Open ($)', type: 'number', width: 100 },
  { field: 'close', headerName: 'Close ($)', type: 'number', width: 100 },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    flex: 1,
    minWidth: 110,
  },
];

function TickerToolbar() {
  const { ticker, setTicker } = React.useContext(TickerContext)!;

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      {tickers.map((symbol) => (
        <ToolbarButton
          key={symbol}
          render={<PillButton type="button" />}
          aria-pressed={symbol === ticker}
          onClick={() => setTicker(symbol)}
        >
          {symbol}
        </ToolbarButton>
      ))}
      <Box sx={{ flex: 1 }} />
      <ExportCsv
        options={{ fileName: `${ticker}-daily-prices` }}
        render={<ToolbarButton render={<PillButton type="button" />} />}
      >
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function TickerButtonsToolbarGrid() {
  const [ticker, setTicker] = React.useState<Ticker>('NBLA');
  const rows = React.useMemo(
    () => stockPrices[ticker].map((price, index) => ({ id: index + 1, ...price })),
    [ticker],
  );
  const context = React.useMemo(() => ({ ticker, setTicker }), [ticker]);

  return (
    <Box sx={{ width: '100%' }}>
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
        }}
      >
        ticker = {JSON.stringify(ticker)}, {rows.length} trading days
      </Box>
      <Box sx={{ height: 400 }}>
        <TickerContext.Provider value={context}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={{ toolbar: TickerToolbar }}
            showToolbar
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            pageSizeOptions={[25]}
          />
        </TickerContext.Provider>
      </Box>
    </Box>
  );
}
