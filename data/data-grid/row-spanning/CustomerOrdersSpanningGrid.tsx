import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

// Spanning merges equal values in consecutive rows, so the rows come grouped by customer.
const rows = [...orders].sort(
  (a, b) => a.customer.localeCompare(b.customer) || a.id - b.id,
);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

export default function CustomerOrdersSpanningGrid() {
  const [rowSpanning, setRowSpanning] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={rowSpanning}
            onChange={(event) => setRowSpanning(event.target.checked)}
          />
        }
        label="rowSpanning"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning={rowSpanning}
          showCellVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
