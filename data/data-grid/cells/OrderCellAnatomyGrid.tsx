import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridCellParams,
  GridColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid';
import { orders, type Order, type OrderStatus } from '@docs/demo-data';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const statusTone: Record<OrderStatus, 'warning' | 'info' | 'success' | 'error'> = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'info',
  Delivered: 'success',
  Refunded: 'error',
};

function StatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      // A light tint of the status colour under body text reads in both schemes.
      sx={(theme) => ({
        bgcolor: alpha(theme.palette[statusTone[status]].main, 0.2),
        color: (theme.vars ?? theme).palette.text.primary,
      })}
    />
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  // 1. Value: computed from two fields of the row.
  {
    field: 'subtotal',
    headerName: 'Subtotal',
    type: 'number',
    width: 120,
    valueGetter: (value, row) => row.quantity * row.unitPrice,
    // 2. Formatted value: the same number, written as money.
    valueFormatter: (value: number) => currency.format(value),
  },
  // 3. Rendered content: the value drawn as a chip.
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Order, OrderStatus>) =>
      params.value ? <StatusChip status={params.value} /> : null,
  },
];

interface CellReport {
  field: string;
  value: string;
  formattedValue: string;
}

export default function OrderCellAnatomyGrid() {
  const [cell, setCell] = React.useState<CellReport | null>(null);

  const handleCellClick = (params: GridCellParams<Order>) => {
    setCell({
      field: params.field,
      value: JSON.stringify(params.value),
      formattedValue: JSON.stringify(params.formattedValue),
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          onCellClick={handleCellClick}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="div" aria-live="polite">
        {cell ? (
          <code dir="ltr">{`field: ${cell.field} · value: ${cell.value} · formattedValue: ${cell.formattedValue}`}</code>
        ) : (
          'Click a cell to see its value and formatted value.'
        )}
      </Typography>
    </Stack>
  );
}
