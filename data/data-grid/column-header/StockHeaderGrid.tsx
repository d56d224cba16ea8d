import * as React from 'react';
import Box from '@mui/material/Box';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** A header with a label and, under it, the unit the column is counted in. */
function LabelWithUnit({ label, unit }: { label: string; unit: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {unit}
      </Box>
    </Box>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 200 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 120,
    renderHeader: (params: GridColumnHeaderParams<InventoryItem>) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <Inventory2OutlinedIcon fontSize="small" aria-hidden />
        {params.colDef.headerName}
      </Box>
    ),
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    type: 'number',
    width: 130,
    description: 'When the count in stock falls below this level, the buyer orders more.',
    renderHeader: () => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <WarningAmberRoundedIcon fontSize="small" color="warning" aria-hidden />
        Reorder at
      </Box>
    ),
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 120,
    renderHeader: () => <LabelWithUnit label="Unit cost" unit="US dollars" />,
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
];

export default function StockHeaderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={inventory} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
