import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridColumnGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Locked: its columns stay together, and no other column can land between them.
    groupId: 'buyer',
    headerName: 'Buyer (locked)',
    children: [{ field: 'customer' }, { field: 'country' }],
  },
  {
    // Free: its columns can leave it, and others can be dropped inside it.
    groupId: 'line',
    headerName: 'Order line (free)',
    freeReordering: true,
    children: [{ field: 'product' }, { field: 'quantity' }, { field: 'unitPrice' }],
  },
];

export default function OrderGroupReorderGrid() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(columns.map((column) => column.field));

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 60,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        column order: {order.join(', ')}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnOrderChange={() =>
            setOrder(apiRef.current!.getAllColumns().map((column) => column.field))
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
