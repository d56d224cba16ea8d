import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

/** Shown when the filters leave no row: it reads the search and can clear it. */
function NoMatchingOrders() {
  const apiRef = useGridApiContext();
  const words = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2">
        No order matches{' '}
        {words.length > 0 ? `“${words.join(' ')}”` : 'these filters'}.
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          apiRef.current.setQuickFilterValues([]);
          apiRef.current.setFilterModel({ items: [] });
        }}
      >
        Show all orders
      </Button>
    </Box>
  );
}

export default function NoMatchOverlayGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatchingOrders }}
        hideFooter
      />
    </Box>
  );
}
