import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeselectIcon from '@mui/icons-material/Deselect';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  DataGrid,
  GridColDef,
  GridRowSelectionModel,
  Toolbar,
  ToolbarButton,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

/** Tells the demo what the toolbar did, so it can print it. */
const LogContext = React.createContext<(message: string) => void>(() => {});

function RestockToolbar() {
  const apiRef = useGridApiContext();
  const log = React.useContext(LogContext);
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const restock = () => {
    const ids = Array.from(gridRowSelectionIdsSelector(apiRef).keys());
    const updates = ids.map((id) => {
      const item = apiRef.current.getRow<InventoryItem>(id)!;
      return { id, inStock: item.inStock + item.reorderLevel * 2 };
    });
    apiRef.current.updateRows(updates);
    log(`Restocked ${updates.length} item(s): ${ids.join(', ')}`);
  };

  const clearSelection = () => {
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
    log('Cleared the selection');
  };

  const resetCounts = () => {
    apiRef.current.updateRows(inventory.map(({ id, inStock }) => ({ id, inStock })));
    log('Stock counts back to the starting values');
  };

  return (
    <Toolbar>
      <Tooltip title="Restock selected items" describeChild>
        {/* A disabled button fires no events; the span lets the tooltip still show. */}
        <span>
          <ToolbarButton
            disabled={selectedCount === 0}
            onClick={restock}
            aria-label="Restock selected items"
          >
            <AddShoppingCartIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Tooltip title="Clear selection" describeChild>
        <span>
          <ToolbarButton
            disabled={selectedCount === 0}
            onClick={clearSelection}
            aria-label="Clear selection"
          >
            <DeselectIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Reset stock counts">
        <ToolbarButton onClick={resetCounts} aria-label="Reset stock counts">
          <RestartAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function RestockToolbarGrid() {
  const [message, setMessage] = React.useState('Select rows, then use the toolbar');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-word',
        }}
      >
        selected ids: [{Array.from(selection.ids).join(', ')}]
        <br />
        last action: {message}
      </Box>
      <Box sx={{ height: 400 }}>
        <LogContext.Provider value={setMessage}>
          <DataGrid
            rows={inventory}
            columns={columns}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            slots={{ toolbar: RestockToolbar }}
            showToolbar
            hideFooter
          />
        </LogContext.Provider>
      </Box>
    </Box>
  );
}
