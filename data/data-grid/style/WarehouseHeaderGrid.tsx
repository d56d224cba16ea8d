import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

// Columns the stock team owns share one header class.
const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    headerClassName: 'stock-team-header',
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    type: 'number',
    width: 110,
    headerClassName: 'stock-team-header',
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost ($)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function WarehouseHeaderGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        hideFooter
        // In the grid's own `sx`, these rules come after the grid's header
        // styles, so they win over its header background.
        sx={(theme) => ({
          // Every header title: bold.
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          // Only the stock team's headers: tinted, with a bar along the top.
          '& .stock-team-header': {
            bgcolor: alpha(theme.palette.success.main, 0.14),
            boxShadow: `inset 0 3px 0 ${(theme.vars ?? theme).palette.success.main}`,
            ...theme.applyStyles('dark', {
              bgcolor: alpha(theme.palette.success.main, 0.26),
            }),
          },
        })}
      />
    </Box>
  );
}
