import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'status', headerName: 'Status', width: 110, editable: true },
];

export default function DisablePasteGrid() {
  const [copies, setCopies] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Copies made: {copies}. Pasting into this grid does nothing.
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste
          onClipboardCopy={() => setCopies((count) => count + 1)}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pagination
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
