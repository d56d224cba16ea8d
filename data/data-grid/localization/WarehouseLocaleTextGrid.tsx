import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 190 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

// Only the keys listed here change; every other label stays in English.
const warehouseText: Partial<GridLocaleText> = {
  noRowsLabel: 'This warehouse is empty: nothing to pick today.',
  toolbarQuickFilterPlaceholder: 'Find a SKU or an item…',
  footerRowSelected: (count) =>
    count === 1 ? '1 item on the pick list' : `${count.toLocaleString()} items on the pick list`,
  footerTotalRows: 'Items:',
  columnMenuSortAsc: 'Fewest first',
  columnMenuSortDesc: 'Most first',
};

export default function WarehouseLocaleTextGrid() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ mb: 1 }}>
        <label>
          <input type="checkbox" checked={empty} onChange={(event) => setEmpty(event.target.checked)} />{' '}
          Empty the warehouse
        </label>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={empty ? [] : inventory}
          columns={columns}
          localeText={warehouseText}
          showToolbar
          checkboxSelection
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
