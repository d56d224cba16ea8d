import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellModes,
  GridCellEditStopReasons,
  GridCellModesModel,
  GridColDef,
  GridEventListener,
  GridRowId,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'Counted', type: 'number', width: 100, editable: true },
];

export default function StocktakeApiEditGrid() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1]),
  });
  const [editingId, setEditingId] = React.useState<GridRowId | null>(null);

  const selectedId: GridRowId | undefined = selection.ids.values().next().value;

  // Follows the grid's cell modes, whether a button or the keyboard changed them.
  const handleModesChange = (model: GridCellModesModel) => {
    const entry = Object.entries(model).find(
      ([, fields]) => fields.inStock?.mode === GridCellModes.Edit,
    );
    setEditingId(entry ? Number(entry[0]) : null);
  };

  // A click outside the grid would commit the count before Discard could drop it.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const startCount = () => {
    if (selectedId !== undefined) {
      apiRef.current?.startCellEditMode({ id: selectedId, field: 'inStock' });
    }
  };

  const saveCount = () => {
    if (editingId !== null) {
      apiRef.current?.stopCellEditMode({ id: editingId, field: 'inStock' });
    }
  };

  // `ignoreModifications` drops the typed count, like Escape does.
  const discardCount = () => {
    if (editingId !== null) {
      apiRef.current?.stopCellEditMode({
        id: editingId,
        field: 'inStock',
        ignoreModifications: true,
      });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={startCount}
          disabled={selectedId === undefined || editingId !== null}
        >
          Count selected item
        </Button>
        <Button size="small" onClick={saveCount} disabled={editingId === null}>
          Save count
        </Button>
        <Button size="small" onClick={discardCount} disabled={editingId === null}>
          Discard
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onCellModesModelChange={handleModesChange}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {editingId === null ? 'No count in progress' : `Counting item ${editingId}`}
      </Typography>
    </Box>
  );
}
