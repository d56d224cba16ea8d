import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (value, row) => row.inStock * row.unitCost,
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 110 },
];

// The item furthest below its reorder level, relative to that level.
const mostUrgent = inventory.reduce((worst, item) =>
  item.inStock / item.reorderLevel < worst.inStock / worst.reorderLevel ? item : worst,
);

export default function RestockFocusCellGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const jumpToMostUrgent = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Bring the cell into view, then give it the keyboard focus.
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(mostUrgent.id),
      colIndex: api.getColumnIndex('inStock'),
    });
    api.setCellFocus(mostUrgent.id, 'inStock');
    const params = api.getCellParams<InventoryItem>(mostUrgent.id, 'stockValue');
    setMessage(
      `${mostUrgent.name}: ${api.getCellValue(mostUrgent.id, 'inStock')} in stock, worth ${String(params.formattedValue)}`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" size="small" onClick={jumpToMostUrgent}>
          Go to the most urgent item
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={inventory} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
