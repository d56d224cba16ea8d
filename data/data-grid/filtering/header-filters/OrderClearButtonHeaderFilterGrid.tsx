import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 200 },
  { field: 'product', headerName: 'Product', width: 180 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 150,
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 130 },
];

export default function OrderClearButtonHeaderFilterGrid() {
  const [showClearIcon, setShowClearIcon] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={showClearIcon}
            onChange={(event) => setShowClearIcon(event.target.checked)}
          />
        }
        label={`showClearIcon: ${showClearIcon}`}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          headerFilters
          slotProps={{ headerFilterCell: { showClearIcon } }}
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'status', operator: 'is', value: 'Shipped' },
                  { id: 2, field: 'total', operator: '>', value: 150 },
                ],
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
