import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const MAX_QUANTITY = 99;

function QuantityStepper(props: GridRenderEditCellParams<Order, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const quantity = value ?? 1;

  // The grid tells the editor when it owns the focus (on start, and after a click in the cell).
  React.useLayoutEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const change = (next: number) => {
    const clamped = Math.min(MAX_QUANTITY, Math.max(1, next));
    apiRef.current.setEditCellValue({ id, field, value: clamped });
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // In edit mode the grid leaves the arrow keys to the editor.
      event.preventDefault();
      change(quantity + (event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 0.5, gap: 0.5 }}>
      <Button size="small" variant="outlined" aria-label="One less" tabIndex={-1} onClick={() => change(quantity - 1)} sx={{ minWidth: 28, px: 0 }}>
        −
      </Button>
      <InputBase
        inputRef={inputRef}
        value={quantity}
        onChange={(event) => {
          const typed = Number(event.target.value.replace(/\D/g, ''));
          change(Number.isFinite(typed) ? typed : 1);
        }}
        onKeyDown={handleKeyDown}
        inputProps={{ 'aria-label': 'Quantity', inputMode: 'numeric' }}
        sx={{ flex: 1, minWidth: 0, '& input': { textAlign: 'center', p: 0 } }}
      />
      <Button size="small" variant="outlined" aria-label="One more" tabIndex={-1} onClick={() => change(quantity + 1)} sx={{ minWidth: 28, px: 0 }}>
        +
      </Button>
    </Box>
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 130,
    editable: true,
    renderEditCell: (params) => <QuantityStepper {...params} />,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function QuantityStepperGrid() {
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: Order, oldRow: Order) => {
    setLog((lines) =>
      [`${newRow.number}: ${oldRow.quantity} → ${newRow.quantity} × ${newRow.product}`, ...lines].slice(0, 6),
    );
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={orders}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Saved rows (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Saved quantities"
        sx={{ height: 110, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Double-click a quantity, use − and + (or the arrow keys), then press Enter.'}
      </Box>
    </Box>
  );
}
