import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

// A price history is read by date; a text search across numbers would only get in the way.
const rows = stockPrices.GRDX.map((price, index) => ({ id: index + 1, ...price }));

const columns: GridColDef<StockPrice>[] = [
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
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

export default function NoSearchToolbarGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
