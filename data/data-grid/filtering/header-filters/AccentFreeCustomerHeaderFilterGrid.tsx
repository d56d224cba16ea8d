import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 200 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 130 },
];

export default function AccentFreeCustomerHeaderFilterGrid() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label={`ignoreDiacritics: ${ignoreDiacritics}`}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          // A new key mounts a new grid, so the starting filter runs with the new setting.
          key={String(ignoreDiacritics)}
          rows={orders}
          columns={columns}
          headerFilters
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: {
              filterModel: {
                items: [{ id: 1, field: 'customer', operator: 'contains', value: 'lumiere' }],
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
