import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 190, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 130,
    editable: true,
  },
];

export default function CellEditEventsGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params) => {
    addLine(`cellEditStart  ${params.row.number} · ${params.field} · ${params.reason}`);
  };

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params) => {
    addLine(`cellEditStop   ${params.row.number} · ${params.field} · ${params.reason}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={orders}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Events (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Cell editing events"
        sx={{ height: 150, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Double-click a customer, type over a quantity, press Delete on a status, then leave with Enter, Tab, Escape or a click elsewhere.'}
      </Box>
    </Box>
  );
}
