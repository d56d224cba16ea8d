import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridFilterModel } from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 190 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Tools', 'Fasteners', 'Electrical', 'Paint', 'Garden'],
    width: 150,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 140,
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 130 },
];

export default function WarehouseStockHeaderFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        filterModel.items = {JSON.stringify(filterModel.items)}
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={inventory}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
