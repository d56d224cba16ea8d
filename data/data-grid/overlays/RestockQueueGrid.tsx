import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
];

const shortages = inventory.filter((item) => item.inStock <= item.reorderLevel).slice(0, 8);

const RefillContext = React.createContext<() => void>(() => {});

function QueueClearOverlay() {
  const refill = React.useContext(RefillContext);
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <CheckCircleOutlineIcon color="success" fontSize="large" aria-hidden />
        <Typography variant="body2">Every item is above its reorder level.</Typography>
        <Button size="small" onClick={refill}>
          Reload the morning&apos;s shortages
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function RestockQueueGrid() {
  const [rows, setRows] = React.useState<readonly InventoryItem[]>(shortages);
  const [custom, setCustom] = React.useState(true);
  const refill = React.useCallback(() => setRows(shortages), []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() => setRows([])}
        >
          Mark all as ordered
        </Button>
        <Button size="small" disabled={rows.length > 0} onClick={refill}>
          Restore
        </Button>
        <label>
          <input
            type="checkbox"
            checked={custom}
            onChange={(event) => setCustom(event.target.checked)}
          />{' '}
          Custom noRowsOverlay
        </label>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          rows: {rows.length}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <RefillContext.Provider value={refill}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={custom ? { noRowsOverlay: QueueClearOverlay } : undefined}
            hideFooter
          />
        </RefillContext.Provider>
      </Box>
    </Stack>
  );
}
