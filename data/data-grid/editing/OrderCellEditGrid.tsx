import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
    editable: true,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

export default function OrderCellEditGrid() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  const processRowUpdate = (newRow: Order, oldRow: Order) => {
    const field = (Object.keys(newRow) as (keyof Order)[]).find(
      (key) => String(newRow[key]) !== String(oldRow[key]),
    );
    setLastChange(
      field
        ? `${newRow.number}: ${field} changed from "${formatValue(oldRow[field])}" to "${formatValue(newRow[field])}"`
        : `${newRow.number}: nothing changed`,
    );
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {lastChange ?? 'Double-click a customer, status or quantity to edit it.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          processRowUpdate={processRowUpdate}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}

function formatValue(value: unknown) {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}
