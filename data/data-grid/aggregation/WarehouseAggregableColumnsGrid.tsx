import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110, aggregable: false },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['sum', 'min', 'max'],
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder level',
    type: 'number',
    width: 130,
    aggregable: false,
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['min', 'max'],
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function WarehouseAggregableColumnsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={inventory}
        columns={columns}
        initialState={{
          aggregation: {
            model: { inStock: 'sum', unitCost: 'max', reorderLevel: 'sum' },
          },
        }}
      />
    </Box>
  );
}
