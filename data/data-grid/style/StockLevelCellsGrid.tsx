import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'sku', headerName: 'SKU', width: 110 },
];

type Level = 'low' | 'watch' | 'ok';

function stockLevel(item: InventoryItem, margin: number): Level {
  if (item.inStock < item.reorderLevel) {
    return 'low';
  }
  return item.inStock < item.reorderLevel * (1 + margin / 100) ? 'watch' : 'ok';
}

export default function StockLevelCellsGrid() {
  // How far above the reorder level a count still needs watching, in percent.
  const [margin, setMargin] = React.useState(50);

  // One function for the whole grid: it sees every cell and picks which to mark.
  const getCellClassName = React.useCallback(
    (params: GridCellParams<InventoryItem>) => {
      if (params.field !== 'inStock') {
        return '';
      }
      const level = stockLevel(params.row, margin);
      return level === 'ok' ? '' : `stock--${level}`;
    },
    [margin],
  );

  const counts = inventory.reduce(
    (acc, item) => {
      acc[stockLevel(item, margin)] += 1;
      return acc;
    },
    { low: 0, watch: 0, ok: 0 },
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <label htmlFor="stock-margin">
          <Typography component="span" variant="body2">
            Watch counts up to {margin}% above the reorder level
          </Typography>
        </label>
        <input
          id="stock-margin"
          type="range"
          min={0}
          max={150}
          step={10}
          value={margin}
          onChange={(event) => setMargin(Number(event.target.value))}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Below reorder level: {counts.low} · To watch: {counts.watch} · Fine: {counts.ok}
      </Typography>
      <Box
        sx={(theme) => ({
          height: 380,
          '& .stock--low': {
            bgcolor: alpha(theme.palette.error.main, 0.12),
            color: (theme.vars ?? theme).palette.error.dark,
            fontWeight: 700,
            ...theme.applyStyles('dark', {
              bgcolor: alpha(theme.palette.error.main, 0.24),
              color: (theme.vars ?? theme).palette.error.light,
            }),
          },
          '& .stock--watch': {
            bgcolor: alpha(theme.palette.warning.main, 0.16),
            ...theme.applyStyles('dark', {
              bgcolor: alpha(theme.palette.warning.main, 0.24),
            }),
          },
        })}
      >
        <DataGrid
          rows={inventory}
          columns={columns}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
