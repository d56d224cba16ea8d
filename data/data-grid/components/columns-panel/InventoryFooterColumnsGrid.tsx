import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TuneIcon from '@mui/icons-material/Tune';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

// The trigger works in any slot of the grid: here it sits in the footer, left of the pagination.
function StockFooter() {
  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', px: 1 }}>
      <ColumnsPanelTrigger
        render={<Button size="small" startIcon={<TuneIcon fontSize="small" />} />}
      >
        Columns
      </ColumnsPanelTrigger>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110, hideable: false },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
];

export default function InventoryFooterColumnsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        slots={{ footer: StockFooter }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            // The SKU column cannot be hidden, so the panel leaves it out.
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => column.field !== 'sku').map((column) => column.field),
          },
        }}
        initialState={{
          columns: { columnVisibilityModel: { reorderLevel: false, unitCost: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
