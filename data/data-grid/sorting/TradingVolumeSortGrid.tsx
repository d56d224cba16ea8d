import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel, useGridApiRef } from '@mui/x-data-grid';
import { stockPrices, type StockPrice } from '@docs/demo-data';

const rows = stockPrices.NBLA.map((price, index) => ({ id: index + 1, ...price }));

const columns: GridColDef<StockPrice>[] = [
  {
    field: 'date',
    headerName: 'Trading day',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      value.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  },
  { field: 'close', headerName: 'Close ($)', type: 'number', width: 110 },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 130,
    // Readers cannot sort this column from its header; the buttons still can.
    sortable: false,
  },
];

export default function TradingVolumeSortGrid() {
  const apiRef = useGridApiRef();
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('volume', 'desc')}
        >
          Busiest days first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('volume', 'asc')}
        >
          Quietest days first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Sorted by:{' '}
        {sortModel.length ? `${sortModel[0].field} (${sortModel[0].sort})` : 'nothing'}
      </Typography>
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onSortModelChange={setSortModel}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
