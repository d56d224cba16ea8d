import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  // Two shares of the free space for every share the product gets.
  { field: 'customer', headerName: 'Customer', flex: 2, minWidth: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 110 },
];

export default function FlexWidthGrid() {
  const [percent, setPercent] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, px: 1 }}>
        <Typography variant="body2" id="flex-width-label" sx={{ whiteSpace: 'nowrap' }}>
          Grid width: {percent}%
        </Typography>
        <input
          type="range"
          min={40}
          max={100}
          step={5}
          value={percent}
          onChange={(event) => setPercent(Number(event.target.value))}
          aria-labelledby="flex-width-label"
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Box>
      <Box sx={{ height: 340, width: `${percent}%` }}>
        <DataGrid rows={orders} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
