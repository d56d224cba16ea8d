import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowParams, GridRowSelectionModel } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Only orders that have not left the warehouse can be packed into a shipment.
const canShip = (params: GridRowParams<Order>) =>
  params.row.status === 'Paid' || params.row.status === 'Pending';

export default function SelectableRowsGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Orders in the next shipment: {selection.ids.size}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          checkboxSelection
          isRowSelectable={canShip}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
