import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterOperator,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** "TOO-1001", "too 1001" and "TOO1001" all become "too1001". */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(compact); // "is any of" holds a list of values
  }
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').toLowerCase() : value;
}

// Every built-in string operator, with the same UI, comparing compacted text on both sides.
const skuOperators: GridFilterOperator[] = getGridStringOperators().map(
  (operator) => ({
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const applyFilter = operator.getApplyFilterFn(
        { ...filterItem, value: compact(filterItem.value) },
        column,
      );
      if (!applyFilter) {
        return null;
      }
      return (value, row, col, apiRef) =>
        applyFilter(compact(value) as string | null, row, col, apiRef);
    },
  }),
);

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 120, filterOperators: skuOperators },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function SkuLooseMatchGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'sku', operator: 'contains', value: 'ele 10' }] },
          },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
