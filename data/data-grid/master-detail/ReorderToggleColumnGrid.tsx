import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  GridRowParams,
} from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const needsReorder = (item: InventoryItem) => item.inStock < item.reorderLevel;
const toOrder = (item: InventoryItem) => item.reorderLevel * 2 - item.inStock;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `value` is `true` while the row's panel is open: the toggle column's valueGetter says so. */
function ReorderToggleCell({ row, value }: GridRenderCellParams<InventoryItem, boolean>) {
  if (!needsReorder(row)) {
    return null;
  }
  // No onClick: a click inside the toggle column's cell already toggles the panel.
  return (
    <Button
      size="small"
      tabIndex={-1}
      aria-expanded={value}
      endIcon={
        <ExpandMoreIcon
          sx={{ transition: 'transform 150ms', transform: value ? 'rotate(180deg)' : 'none' }}
        />
      }
    >
      {toOrder(row)} to order
    </Button>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    // Listed in `columns`, the toggle column goes where you put it: here, last.
    headerName: 'Reorder',
    width: 150,
    renderHeader: () => <strong>Reorder</strong>,
    renderCell: (params) => <ReorderToggleCell {...params} />,
  },
];

function PurchaseDraft({ item }: { item: InventoryItem }) {
  const quantity = toOrder(item);
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
      <span>
        Draft purchase order for {item.name} ({item.sku}), {item.warehouse} warehouse
      </span>
      <span>
        {quantity} units × {money.format(item.unitCost)} = {money.format(quantity * item.unitCost)}
      </span>
      <span>
        Brings the stock to {item.inStock + quantity}, twice the reorder level of {item.reorderLevel}
      </span>
    </Box>
  );
}

export default function ReorderToggleColumnGrid() {
  // `null` for items with enough stock: their row has no panel and no toggle.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<InventoryItem>) =>
      needsReorder(row) ? <PurchaseDraft item={row} /> : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={inventory}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
