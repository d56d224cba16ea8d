import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

function StockLevel({ row }: GridRenderCellParams<InventoryItem, number>) {
  // Full bar at three times the reorder level.
  const percent = Math.min(100, (row.inStock / (row.reorderLevel * 3)) * 100);
  const low = row.inStock < row.reorderLevel;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      {/* A plain bar: the number beside it is what assistive technology reads. */}
      <Box
        aria-hidden
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            borderRadius: 4,
            bgcolor: low ? 'error.main' : 'success.main',
          }}
        />
      </Box>
      <Box component="span" sx={{ minWidth: 32, textAlign: 'end' }}>
        {row.inStock}
      </Box>
    </Box>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    width: 130,
    renderCell: (params) => <Chip label={params.value} size="small" variant="outlined" />,
  },
  {
    field: 'inStock',
    headerName: 'Stock',
    type: 'number',
    width: 190,
    // `display: 'flex'` centres the bar vertically in the cell.
    display: 'flex',
    renderCell: (params) => <StockLevel {...params} />,
  },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={inventory} columns={columns} hideFooter />
    </Box>
  );
}
