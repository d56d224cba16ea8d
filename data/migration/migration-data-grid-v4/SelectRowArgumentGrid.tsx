import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// The first orders of the list, so the rows the buttons change are in view.
const targets = orders.slice(0, 8);

/** Order numbers of the selected rows, whichever form the model takes. */
function selectedNumbers(model: GridRowSelectionModel) {
  const picked =
    model.type === 'include'
      ? orders.filter((order) => model.ids.has(order.id))
      : orders.filter((order) => !model.ids.has(order.id));
  return picked.map((order) => order.number);
}

export default function SelectRowArgumentGrid() {
  const apiRef = useGridApiRef();
  const [targetId, setTargetId] = React.useState<number>(targets[2].id);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const numbers = selectedNumbers(selection);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          slotProps={{ select: { native: true } }}
          label="Order"
          value={targetId}
          onChange={(event) => setTargetId(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          {targets.map((order) => (
            <option key={order.id} value={order.id}>
              {order.number}
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow(targetId, true)}
        >
          Add: selectRow(id, true)
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow(targetId, true, true)}
        >
          Only this: selectRow(id, true, true)
        </Button>
      </Stack>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 56,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowWrap: 'anywhere',
        }}
      >
        selected ({numbers.length}): {numbers.length ? numbers.join(', ') : 'none'}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
