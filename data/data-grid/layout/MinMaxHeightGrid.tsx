import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'inStock', headerName: 'To pick', type: 'number', width: 90 },
];

export default function MinMaxHeightGrid() {
  const [count, setCount] = React.useState(2);
  const rows = inventory.slice(0, count);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          Remove a line
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={count === inventory.length}
          onClick={() => setCount((value) => Math.min(inventory.length, value + 1))}
        >
          Add a line
        </Button>
        <Typography variant="body2">Pick list: {count} lines</Typography>
      </Stack>
      {/* Fixed room for the largest size, so the page below never moves. */}
      <Box sx={{ height: 360 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 360 }}>
          <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
        </Box>
      </Box>
    </Box>
  );
}
