import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { fetchOrders, TOTAL_ORDERS, type Order } from './fakeOrderServer';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  // A new page starts loading from the handler; the effect only delivers its rows.
  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  };

  React.useEffect(() => {
    let active = true;
    fetchOrders(paginationModel).then((page) => {
      if (!active) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={TOTAL_ORDERS}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 25]}
        loading={loading}
      />
    </Box>
  );
}
