import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 160 },
];

export default function AccentFreeQuickFilterGrid() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          // The grid reads `ignoreDiacritics` when it filters; a new key remounts it so the
          // starting filter runs again with the new setting.
          key={String(ignoreDiacritics)}
          rows={orders}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          showToolbar
          initialState={{
            // "Atelier Lumière", searched without its accent.
            filter: { filterModel: { items: [], quickFilterValues: ['lumiere'] } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
