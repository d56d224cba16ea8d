import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const listViewColumn: GridListViewColDef<Order> = {
  field: 'orderSummary',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1, width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.customer}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {usd.format(row.total)}
        </Typography>
      </Stack>
      <Typography variant="caption" component="p" noWrap color="text.secondary">
        {row.number} · {row.quantity} × {row.product} · {row.status}
      </Typography>
    </Box>
  ),
};

export default function ResponsiveOrdersListGrid() {
  const theme = useTheme();
  // Below the `sm` breakpoint (600px), the same rows become a list.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`useMediaQuery(down('sm')) → ${isPhone}, listView={${isPhone}}`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          listView={isPhone}
          listViewColumn={listViewColumn}
          rowHeight={isPhone ? 60 : 52}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
