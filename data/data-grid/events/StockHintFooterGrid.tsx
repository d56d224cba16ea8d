import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridRowParams,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

/** A footer that follows the pointer: it listens to row events from inside the grid. */
function StockHintFooter() {
  const apiRef = useGridApiContext();
  const [item, setItem] = React.useState<InventoryItem | null>(null);

  useGridEvent(apiRef, 'rowMouseEnter', (params: GridRowParams<InventoryItem>) => {
    setItem(params.row);
  });
  useGridEvent(apiRef, 'rowMouseLeave', () => {
    setItem(null);
  });

  let hint = 'Point at a row to see its stock level.';
  if (item) {
    const gap = item.inStock - item.reorderLevel;
    hint =
      gap < 0
        ? `${item.name}: ${-gap} below the reorder level of ${item.reorderLevel}. Order now.`
        : `${item.name}: ${gap} above the reorder level of ${item.reorderLevel}.`;
  }

  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 14 }}>
      <Box
        component="span"
        sx={{ color: item && item.inStock < item.reorderLevel ? 'error.main' : 'text.secondary' }}
      >
        {hint}
      </Box>
    </GridFooterContainer>
  );
}

export default function StockHintFooterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        density="compact"
        slots={{ footer: StockHintFooter }}
      />
    </Box>
  );
}
