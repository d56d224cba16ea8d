import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stockPrices } from '@docs/demo-data';

interface Session {
  id: string;
  date: Date;
  open: number;
  close: number;
  change: number;
  volume: number;
}

// The last 15 trading days of the volatile ticker, with the day's change in percent.
const rows: Session[] = stockPrices.ORIC.slice(-15).map((price) => ({
  id: price.date.toISOString(),
  date: price.date,
  open: price.open,
  close: price.close,
  change: ((price.close - price.open) / price.open) * 100,
  volume: price.volume,
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Session>[] = [
  {
    field: 'date',
    headerName: 'Session',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
    // A class per cell, computed from its value.
    cellClassName: (params) => {
      if (params.value == null) return '';
      return (params.value as number) >= 0 ? 'price-up' : 'price-down';
    },
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 120,
    // A fixed class for every cell of the column.
    cellClassName: 'muted',
  },
];

export default function CellClassNameGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 380,
        width: '100%',
        '& .price-up': {
          color: theme.palette.success.dark,
          fontWeight: 600,
          ...theme.applyStyles('dark', { color: theme.palette.success.light }),
        },
        '& .price-down': {
          color: theme.palette.error.dark,
          fontWeight: 600,
          ...theme.applyStyles('dark', { color: theme.palette.error.light }),
        },
        // The theme's variable, so the colour follows the light or dark scheme.
        '& .muted': { color: (theme.vars ?? theme).palette.text.secondary },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
