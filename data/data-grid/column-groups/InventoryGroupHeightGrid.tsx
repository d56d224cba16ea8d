import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 190 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'product',
    headerName: 'Product',
    children: [{ field: 'sku' }, { field: 'name' }, { field: 'category' }],
  },
  {
    groupId: 'stock',
    headerName: 'Stock',
    children: [{ field: 'warehouse' }, { field: 'inStock' }, { field: 'reorderLevel' }],
  },
];

const HEIGHTS = [32, 44, 56];

export default function InventoryGroupHeightGrid() {
  const [columnGroupHeaderHeight, setColumnGroupHeaderHeight] = React.useState(32);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={columnGroupHeaderHeight}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setColumnGroupHeaderHeight(value);
            }
          }}
          aria-label="Group header height"
        >
          {HEIGHTS.map((height) => (
            <ToggleButton key={height} value={height}>
              {height} px
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
          columnGroupHeaderHeight = {columnGroupHeaderHeight}
        </Typography>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={inventory}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnGroupHeaderHeight={columnGroupHeaderHeight}
          columnHeaderHeight={48}
          hideFooter
        />
      </Box>
    </Box>
  );
}
