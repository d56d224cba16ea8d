import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import UndoIcon from '@mui/icons-material/Undo';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid';
import { orders, type Order, type OrderStatus } from '@docs/demo-data';

// Options as objects: the row stores `value`, the cell and the filter show `label`.
const STATUS_OPTIONS: { value: OrderStatus; label: string }[] = [
  { value: 'Pending', label: 'Awaiting payment' },
  { value: 'Paid', label: 'Paid, not packed' },
  { value: 'Shipped', label: 'On its way' },
  { value: 'Delivered', label: 'Delivered' },
  { value: 'Refunded', label: 'Refunded' },
];

export default function SpecialPropertiesGrid() {
  const [rows, setRows] = React.useState<Order[]>(() => orders.slice(0, 12));
  const [lastAction, setLastAction] = React.useState('none yet');

  const setStatus = React.useCallback((id: GridRowId, status: OrderStatus) => {
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, status } : row)));
  }, []);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'number', headerName: 'Order', width: 100 },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        width: 160,
        valueOptions: STATUS_OPTIONS,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="ship"
            icon={<LocalShippingIcon />}
            label={`Ship ${row.number}`}
            disabled={row.status !== 'Paid'}
            onClick={() => {
              setStatus(row.id, 'Shipped');
              setLastAction(`shipped ${row.number}`);
            }}
          />,
          // `showInMenu` moves an action into the "more" menu of the row.
          <GridActionsCellItem
            key="refund"
            icon={<UndoIcon />}
            label="Refund"
            showInMenu
            disabled={row.status === 'Refunded'}
            onClick={() => {
              setStatus(row.id, 'Refunded');
              setLastAction(`refunded ${row.number}`);
            }}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            onClick={() => {
              setRows((previous) => previous.filter((item) => item.id !== row.id));
              setLastAction(`deleted ${row.number}`);
            }}
          />,
        ],
      },
    ],
    [setStatus],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last action: {lastAction}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          // Keep an edited status in our own rows too, so the actions see it.
          processRowUpdate={(updated: Order) => {
            setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
            setLastAction(`changed ${updated.number} to ${updated.status}`);
            return updated;
          }}
        />
      </Box>
    </Box>
  );
}
