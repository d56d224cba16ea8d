import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridRenderCellParams,
} from '@mui/x-data-grid';
import { stockPrices, tickers, type Ticker } from '@docs/demo-data';

interface MonthRow {
  id: string;
  ticker: Ticker;
  month: string;
  closes: number[];
  volumes: number[];
  change: number;
}

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// One row per ticker and month, with the daily closes and volumes of that month.
const rows: MonthRow[] = tickers.flatMap((ticker) => {
  const byMonth = new Map<string, { closes: number[]; volumes: number[] }>();
  stockPrices[ticker].forEach((price) => {
    const month = monthName.format(price.date);
    const entry = byMonth.get(month) ?? { closes: [], volumes: [] };
    entry.closes.push(price.close);
    entry.volumes.push(price.volume);
    byMonth.set(month, entry);
  });
  return [...byMonth].map(([month, { closes, volumes }]) => ({
    id: `${ticker}-${month}`,
    ticker,
    month,
    closes,
    volumes,
    change: (closes[closes.length - 1] - closes[0]) / closes[0],
  }));
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A column type for arrays of numbers: drawn as a sparkline, sorted by their total. */
const sparklineColumnType: GridColTypeDef<number[]> = {
  type: 'custom',
  width: 160,
  display: 'flex',
  sortComparator: (a, b) => sum(a) - sum(b),
  filterable: false,
  disableExport: true,
};

function PriceSparkline(params: GridRenderCellParams<MonthRow, number[]>) {
  const theme = useTheme();
  if (!params.value) {
    return null;
  }
  return (
    <SparkLineChart
      data={params.value}
      height={36}
      showHighlight
      showTooltip
      color={params.row.change >= 0 ? theme.palette.success.main : theme.palette.error.main}
      valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
    />
  );
}

function VolumeSparkline(params: GridRenderCellParams<MonthRow, number[]>) {
  if (!params.value) {
    return null;
  }
  return (
    <SparkLineChart
      data={params.value}
      height={36}
      plotType="bar"
      showHighlight
      showTooltip
      valueFormatter={(value) => (value === null ? '' : value.toLocaleString('en-US'))}
    />
  );
}

const columns: GridColDef<MonthRow>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 80 },
  { field: 'month', headerName: 'Month', width: 130, sortable: false },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`,
  },
  {
    ...sparklineColumnType,
    field: 'closes',
    headerName: 'Daily close',
    renderCell: (params) => <PriceSparkline {...params} />,
  },
  {
    ...sparklineColumnType,
    field: 'volumes',
    headerName: 'Daily volume',
    renderCell: (params) => <VolumeSparkline {...params} />,
  },
];

export default function MonthlyStockSparklineGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={48} hideFooter />
    </Box>
  );
}
