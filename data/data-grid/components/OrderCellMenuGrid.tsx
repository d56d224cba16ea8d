import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

interface Target {
  mouseX: number;
  mouseY: number;
  field: string;
  value: unknown;
  /** The value as the cell shows it. */
  formatted: string;
}

export default function OrderCellMenuGrid() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState<Target | null>(null);
  // Kept apart from `target` so the menu keeps its labels while it fades out.
  const [open, setOpen] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    // A cell knows its column (`data-field`); its row element knows the row (`data-id`).
    const cell = event.currentTarget;
    const rowElement = cell.closest<HTMLElement>('[data-id]');
    const field = cell.dataset.field;
    if (!rowElement || !field || field === '__check__') {
      return;
    }
    const row = orders.find((order) => String(order.id) === rowElement.dataset.id);
    const api = apiRef.current;
    if (!row || !api) {
      return;
    }
    setTarget({
      mouseX: event.clientX,
      mouseY: event.clientY,
      field,
      value: api.getCellValue(row.id, field),
      formatted: String(api.getRowFormattedValue(row, api.getColumn(field))),
    });
    setOpen(true);
  };

  const close = () => setOpen(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        filterModel.items ={' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value: itemValue }) => ({
            field,
            operator,
            value: itemValue,
          })),
        )}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slotProps={{ cell: { onContextMenu: handleContextMenu } }}
          hideFooter
        />
      </Box>
      <Menu
        open={open}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={
          target ? { top: target.mouseY, left: target.mouseX } : undefined
        }
      >
        <MenuItem
          onClick={() => {
            if (target) {
              setFilterModel({
                items: [
                  {
                    field: target.field,
                    operator: target.field === 'total' ? '=' : 'equals',
                    value: target.value,
                  },
                ],
              });
            }
            close();
          }}
        >
          Only orders with “{target?.formatted}”
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (target) {
              navigator.clipboard?.writeText(target.formatted).catch(() => {});
            }
            close();
          }}
        >
          Copy “{target?.formatted}”
        </MenuItem>
        <MenuItem
          onClick={() => {
            setFilterModel({ items: [] });
            close();
          }}
        >
          Show all orders
        </MenuItem>
      </Menu>
    </Box>
  );
}
