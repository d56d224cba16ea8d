import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { stockPrices, tickers, type StockPrice, type Ticker } from '@docs/demo-data';

interface QuoteRow extends StockPrice {
  id: string;
  ticker: Ticker;
}

const rows: QuoteRow[] = tickers.flatMap((ticker) =>
  stockPrices[ticker].map((price) => ({
    id: `${ticker}-${price.date.toISOString()}`,
    ticker,
    ...price,
  })),
);

function QuotesToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <ButtonGroup size="small" variant="outlined" aria-label="Export the quotes">
        <ExportCsv
          options={{ fileName: 'daily-quotes' }}
          render={(buttonProps) => <Button {...buttonProps}>CSV</Button>}
        />
        <ExportCsv
          options={{ fileName: 'daily-quotes-excel', delimiter: ';', utf8WithBom: true }}
          render={(buttonProps) => <Button {...buttonProps}>CSV for Excel</Button>}
        />
        <ExportPrint
          options={{ hideFooter: true, hideToolbar: true }}
          render={(buttonProps) => <Button {...buttonProps}>Print</Button>}
        />
      </ButtonGroup>
    </Toolbar>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<QuoteRow>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'open', headerName: 'Open', type: 'number', width: 100 },
  { field: 'close', headerName: 'Close', type: 'number', width: 100 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
];

export default function StockExportButtonGroupGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: QuotesToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
