import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { Order } from '@docs/demo-data';
import { fetchSortedOrders } from './fakeOrderSortServer';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerSortOrdersGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'total', sort: 'desc' },
  ]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  const handleSortModelChange = (model: GridSortModel) => {
    setLoading(true);
    setSortModel(model);
  };

  React.useEffect(() => {
    let active = true;
    fetchSortedOrders(sortModel).then((sorted) => {
      if (!active) return;
      setRows(sorted);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">
        {loading ? 'Asking the server…' : 'Sorted by the server'}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        sortModel: {JSON.stringify(sortModel)}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          loading={loading}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
