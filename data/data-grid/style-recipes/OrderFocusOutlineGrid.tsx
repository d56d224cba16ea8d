import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Cells and headers draw their outline on :focus, and a lighter one on
// :focus-within while an element inside them (a checkbox, a button) has focus.
const withoutFocusOutline = {
  [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
    outline: 'none',
  },
  [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]:
    { outline: 'none' },
};

export default function OrderFocusOutlineGrid() {
  const [hideOutline, setHideOutline] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <input
          id="hide-focus-outline"
          type="checkbox"
          checked={hideOutline}
          onChange={(event) => setHideOutline(event.target.checked)}
        />
        <label htmlFor="hide-focus-outline">
          <Typography component="span" variant="body2">
            Hide the focus outline of cells and headers
          </Typography>
        </label>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          hideFooter
          sx={hideOutline ? withoutFocusOutline : undefined}
        />
      </Box>
    </Stack>
  );
}
