import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { day, orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const today = day('2025-05-02');

export default function OrderQueueRowsGrid() {
  // The rows live in React state; every change builds a new array.
  const [rows, setRows] = React.useState<readonly Order[]>(() =>
    [...orders].reverse(),
  );
  const [lastChange, setLastChange] = React.useState('none yet');

  const takeOrder = () => {
    const nextId = Math.max(...rows.map((order) => order.id)) + 1;
    // Reuse a past order's customer and product, as a repeat purchase.
    const template = orders[nextId % orders.length];
    const order: Order = {
      ...template,
      id: nextId,
      number: `SO-${20400 + (nextId - 1) * 7}`,
      status: 'Pending',
      orderedOn: today,
    };
    setRows([order, ...rows]);
    setLastChange(`added ${order.number}`);
  };

  const shipOldestPaid = () => {
    const paid = rows.filter((order) => order.status === 'Paid');
    const target = paid[paid.length - 1];
    if (!target) {
      setLastChange('no paid order left to ship');
      return;
    }
    // A new object for the row that changes; the other rows are reused as they are.
    setRows(
      rows.map((order) =>
        order.id === target.id ? { ...order, status: 'Shipped' } : order,
      ),
    );
    setLastChange(`shipped ${target.number}`);
  };

  const removeRefunded = () => {
    const kept = rows.filter((order) => order.status !== 'Refunded');
    setRows(kept);
    setLastChange(`removed ${rows.length - kept.length} refunded`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={takeOrder}>
          Take an order
        </Button>
        <Button size="small" variant="outlined" onClick={shipOldestPaid}>
          Ship oldest paid
        </Button>
        <Button size="small" variant="outlined" onClick={removeRefunded}>
          Remove refunded
        </Button>
      </Stack>
      <Box component="pre" sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}>
        rows.length: {rows.length}, last change: {lastChange}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
