import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

interface StockLine {
  units: number;
  unitCost: number;
}

// Average cost of one unit on the shelves: each item weighs as much as its stock.
const weightedCost: GridAggregationFunction<StockLine, number | null> = {
  label: 'per unit in stock',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ units: row.inStock, unitCost: row.unitCost }),
  apply: ({ values }) => {
    let units = 0;
    let value = 0;
    values.forEach((line) => {
      if (line) {
        units += line.units;
        value += line.units * line.unitCost;
      }
    });
    return units === 0 ? null : value / units;
  },
};

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 170,
    valueFormatter: (value: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function WeightedUnitCostGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={inventory}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedCost }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { inStock: 'sum', unitCost: 'weightedCost' } },
        }}
      />
    </Box>
  );
}
