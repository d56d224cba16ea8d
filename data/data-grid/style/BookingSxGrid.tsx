import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'orderedOn',
    headerName: 'Date',
    type: 'date',
    width: 100,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function BookingSxGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // A CSS variable the grid reads for the lines between rows.
          '--DataGrid-rowBorderColor': (theme.vars ?? theme).palette.divider,
          borderRadius: 2,
          borderColor: (theme.vars ?? theme).palette.primary.main,
          // Descendant selectors reach any part of the grid.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.cell}`]: { paddingInline: 2 },
          [`& .${gridClasses.columnHeader}`]: { paddingInline: 2 },
        })}
      />
    </Box>
  );
}
