import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
];

const lowStockIds = inventory.filter((item) => item.inStock < item.reorderLevel).map((item) => item.id);

export default function SelectionApiGrid() {
  const apiRef = useGridApiRef();
  // The grid owns the selection here; this copy only feeds the line above the grid.
  const [selection, setSelection] = React.useState<GridRowSelectionModel | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRows(lowStockIds, true, true)}>
          Select low stock
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 1, endId: 5 }, true)}
        >
          Add rows 1–5
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Items on the restock order: {selection ? selection.ids.size : 0}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
