import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridColDef,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price (USD)', type: 'number', width: 130 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

/** Columns the panel leaves out: the selection checkboxes and the order number. */
const LOCKED = new Set([GRID_CHECKBOX_SELECTION_COL_DEF.field, 'number']);

export default function TogglableColumnsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => !LOCKED.has(column.field)).map((column) => column.field),
            // List the columns alphabetically, whatever their order in the grid.
            sort: 'asc',
            // Find "price" in "Unit price (USD)" and "unitPrice" alike.
            searchPredicate: (column, search) => {
              const query = search.toLowerCase();
              return (
                column.field.toLowerCase().includes(query) ||
                (column.headerName ?? '').toLowerCase().includes(query)
              );
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
