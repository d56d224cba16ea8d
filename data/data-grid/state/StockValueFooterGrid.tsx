import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Tools', 'Fasteners', 'Electrical', 'Paint', 'Garden'],
    width: 120,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 110,
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'unitCost', headerName: 'Unit cost ($)', type: 'number', width: 110 },
];

/** Re-renders whenever the filtered rows or the row count change. */
function StockValueFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);

  const value = entries.reduce((sum, { model }) => {
    const item = model as InventoryItem;
    return sum + item.inStock * item.unitCost;
  }, 0);

  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 14, flexWrap: 'wrap', gap: 1 }}>
      <span>
        {entries.length} of {rowCount} items
      </span>
      <strong>Stock value: {usd.format(value)}</strong>
    </GridFooterContainer>
  );
}

export default function StockValueFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        density="compact"
        showToolbar
        slots={{ footer: StockValueFooter }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'warehouse', operator: 'is', value: 'North' }],
            },
          },
        }}
      />
    </Box>
  );
}
