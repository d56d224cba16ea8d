import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { stockPrices, tickers, type StockPrice, type Ticker } from '@docs/demo-data';

type TradingDay = StockPrice & { id: string; ticker: Ticker };

const rows: TradingDay[] = tickers.flatMap((ticker) =>
  stockPrices[ticker].slice(-10).map((price) => ({
    ...price,
    ticker,
    id: `${ticker}-${price.date.toISOString()}`,
  })),
);

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

// The built-in sum, printed as "12.3M shares" instead of the column's own formatter.
const volumeTotal: GridAggregationFunction<unknown, number> = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'shares traded',
  valueFormatter: (value?: number) =>
    value == null ? '' : `${compact.format(value)} shares`,
};

function PriceCell(params: GridRenderCellParams<TradingDay, number>) {
  if (params.aggregation) {
    return (
      <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {params.formattedValue}
        <Box component="span" sx={{ ml: 0.5, fontSize: '0.75em', color: 'text.secondary' }}>
          ({params.aggregation.aggregationFunctionName})
        </Box>
      </Box>
    );
  }
  return params.formattedValue;
}

const columns: GridColDef<TradingDay>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  {
    field: 'date',
    headerName: 'Trading day',
    type: 'date',
    width: 130,
    aggregable: false,
  },
  {
    field: 'close',
    headerName: 'Close',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => (value == null ? '' : `$${value.toFixed(2)}`),
    renderCell: PriceCell,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 170,
  },
];

export default function TradingSummaryRenderGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, volumeTotal }}
        initialState={{
          rowGrouping: { model: ['ticker'] },
          columns: { columnVisibilityModel: { ticker: false } },
          aggregation: { model: { close: 'avg', volume: 'volumeTotal' } },
        }}
      />
    </Box>
  );
}
