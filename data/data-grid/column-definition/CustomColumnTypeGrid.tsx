import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A column type of our own: every money column spreads it, then adds its `field`.
 * It is a plain object, so it can hold any column property.
 */
const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => dollars.format(value),
  cellClassName: 'money',
};

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'unitCost', headerName: 'Unit cost', ...usdColumn },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    ...usdColumn,
    width: 140,
    valueGetter: (_value, row) => row.unitCost * row.inStock,
  },
];

export default function CustomColumnTypeGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .money': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={inventory} columns={columns} hideFooter />
    </Box>
  );
}
