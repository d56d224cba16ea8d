import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

type Mode = 'single' | 'multiple';

export default function StockGroupingModeGrid() {
  const [mode, setMode] = React.useState<Mode>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="fieldset"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, mb: 1, border: 0, p: 0, typography: 'body2' }}
      >
        <legend>rowGroupingColumnMode</legend>
        {(['single', 'multiple'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="stock-grouping-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {value}
          </label>
        ))}
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={inventory}
          columns={columns}
          rowGroupingColumnMode={mode}
          initialState={{ rowGrouping: { model: ['warehouse', 'category'] } }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
