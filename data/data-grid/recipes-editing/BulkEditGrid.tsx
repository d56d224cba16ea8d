import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', width: 190 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100, editable: true },
];

export default function BulkEditGrid() {
  // What the server holds, and the rows changed since the last save, by id.
  const [savedRows, setSavedRows] = React.useState<readonly InventoryItem[]>(inventory);
  const [pending, setPending] = React.useState<Record<number, InventoryItem>>({});
  const [log, setLog] = React.useState<string[]>([]);

  // The grid shows the saved rows with the pending changes on top.
  const rows = React.useMemo(
    () => savedRows.map((row) => pending[row.id] ?? row),
    [savedRows, pending],
  );

  const processRowUpdate = (newRow: InventoryItem) => {
    setPending((changed) => ({ ...changed, [newRow.id]: newRow }));
    return newRow;
  };

  const save = () => {
    const changed = Object.values(pending);
    // A real app sends `changed` in one request and waits for it before this point.
    setLog((lines) =>
      [`Sent ${changed.length} row(s): ${changed.map((row) => row.sku).join(', ')}`, ...lines].slice(0, 5),
    );
    setSavedRows(rows);
    setPending({});
  };

  const discard = () => {
    setPending({});
  };

  const count = Object.keys(pending).length;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="contained" disabled={count === 0} onClick={save}>
          Save {count} row(s)
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={discard}>
          Discard
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (pending[Number(params.id)] ? 'unsaved' : '')}
          hideFooter
          sx={{
            '& .unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText' },
            '& .unsaved:hover': { bgcolor: 'warning.main' },
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Server log (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Bulk save log"
        sx={{ height: 90, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0 ? log.join('\n') : 'Change a few counts, then save them together or discard them.'}
      </Box>
    </Box>
  );
}
