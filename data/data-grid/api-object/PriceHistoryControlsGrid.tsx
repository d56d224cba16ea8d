import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { stockPrices, tickers, type StockPrice, type Ticker } from '@docs/demo-data';

interface PriceRow extends StockPrice {
  id: string;
  ticker: Ticker;
  change: number;
}

const PAGE_SIZE = 25;

const rows: PriceRow[] = tickers.flatMap((ticker) =>
  stockPrices[ticker].map((price) => ({
    id: `${ticker}-${price.date.toISOString().slice(0, 10)}`,
    ticker,
    ...price,
    change: Math.round(((price.close - price.open) / price.open) * 10000) / 100,
  })),
);

const columns: GridColDef<PriceRow>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 80 },
  {
    field: 'date',
    headerName: 'Day',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'change', headerName: 'Change (%)', type: 'number', width: 110 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 110 },
];

export default function PriceHistoryControlsGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const jumpToBiggestMove = (direction: 'up' | 'down') => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const sign = direction === 'up' ? 1 : -1;
    const target = rows.reduce((best, row) =>
      row.change * sign > best.change * sign ? row : best,
    );
    // Clear the filters so that the row is sure to be shown, then go to its page and row.
    api.setFilterModel({ items: [] });
    api.selectRow(target.id, true, true);
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(target.id);
    api.setPage(Math.floor(index / PAGE_SIZE));
    api.scrollToIndexes({ rowIndex: index });
    setMessage(
      `${target.ticker} on ${target.id.slice(5)}: ${target.change > 0 ? '+' : ''}${target.change} %, ` +
        `row ${index + 1} of ${api.getRowsCount()}, page ${Math.floor(index / PAGE_SIZE) + 1}`,
    );
  };

  const showTicker = (ticker: Ticker) => {
    apiRef.current?.setFilterModel({
      items: [{ id: 1, field: 'ticker', operator: 'equals', value: ticker }],
    });
    apiRef.current?.sortColumn('volume', 'desc');
    setMessage(`${ticker} only, busiest days first`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => jumpToBiggestMove('up')}>
          Biggest daily gain
        </Button>
        <Button size="small" variant="outlined" onClick={() => jumpToBiggestMove('down')}>
          Biggest daily loss
        </Button>
        {tickers.map((ticker) => (
          <Button key={ticker} size="small" onClick={() => showTicker(ticker)}>
            {ticker} by volume
          </Button>
        ))}
      </Box>
      <Typography variant="body2" component="p" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
        {message || 'Every button calls methods of apiRef.current.'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[PAGE_SIZE]}
          initialState={{
            pagination: { paginationModel: { pageSize: PAGE_SIZE, page: 0 } },
          }}
        />
      </Box>
    </Box>
  );
}
