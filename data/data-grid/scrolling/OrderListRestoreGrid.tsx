import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

type Saved = { top: number; left: number };

function OrderList({ saved, onScroll }: { saved: Saved; onScroll: (value: Saved) => void }) {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    // Keep the latest position: the grid is gone by the time the parent hides it.
    return apiRef.current?.subscribeEvent('scrollPositionChange', ({ top, left }) => {
      onScroll({ top, left });
    });
  }, [apiRef, onScroll]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={orders}
      columns={columns}
      hideFooter
      initialState={{ scroll: saved }}
    />
  );
}

function Summary() {
  const open = orders.filter((order) => order.status !== 'Delivered').length;
  return (
    <Box sx={{ p: 2, height: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="h6" component="p">
        {orders.length} orders
      </Typography>
      <Typography variant="body2">{open} are not delivered yet.</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Go back to the list: it opens where you left it.
      </Typography>
    </Box>
  );
}

export default function OrderListRestoreGrid() {
  const [view, setView] = React.useState<'list' | 'summary'>('list');
  const savedRef = React.useRef<Saved>({ top: 0, left: 0 });
  const [shown, setShown] = React.useState<Saved>({ top: 0, left: 0 });

  const remember = React.useCallback((value: Saved) => {
    savedRef.current = value;
  }, []);

  const switchTo = (next: 'list' | 'summary') => {
    setShown(savedRef.current);
    setView(next);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant={view === 'list' ? 'contained' : 'outlined'}
          aria-pressed={view === 'list'}
          onClick={() => switchTo('list')}
        >
          Order list
        </Button>
        <Button
          size="small"
          variant={view === 'summary' ? 'contained' : 'outlined'}
          aria-pressed={view === 'summary'}
          onClick={() => switchTo('summary')}
        >
          Summary
        </Button>
        <Typography variant="body2" component="p" sx={{ ml: 1 }}>
          Saved position: top {Math.round(shown.top)} px, left {Math.round(shown.left)} px
        </Typography>
      </Box>
      <Box sx={{ height: 320 }}>
        {view === 'list' ? <OrderList saved={shown} onScroll={remember} /> : <Summary />}
      </Box>
    </Box>
  );
}
