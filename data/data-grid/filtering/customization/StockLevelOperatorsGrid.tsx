import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** Our own names for the three comparisons a stock clerk needs. */
const STOCK_LABELS: Record<string, string> = {
  '<': 'fewer than',
  '=': 'exactly',
  '>': 'more than',
};

const stockOperators = getGridNumericOperators()
  .filter((operator) => operator.value in STOCK_LABELS)
  .map((operator) => ({ ...operator, label: STOCK_LABELS[operator.value] }));

// Every item has a name, so "is empty" and "is not empty" would only add noise.
const nameOperators = getGridStringOperators().filter(
  (operator) => operator.value !== 'isEmpty' && operator.value !== 'isNotEmpty',
);

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', width: 200, filterOperators: nameOperators },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    filterOperators: stockOperators,
  },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function StockLevelOperatorsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'inStock', operator: '<', value: 30 }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        filterModel.items: {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={inventory}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
