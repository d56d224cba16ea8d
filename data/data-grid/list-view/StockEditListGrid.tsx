import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
];

const EditContext = React.createContext<(item: InventoryItem) => void>(() => {});

function StockCard({ row }: GridRenderCellParams<InventoryItem>) {
  const startEdit = React.useContext(EditContext);
  const low = row.inStock <= row.reorderLevel;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          noWrap
          color={low ? 'error' : 'text.secondary'}
        >
          {row.sku} · {row.inStock} in stock · reorder at {row.reorderLevel}
        </Typography>
      </Box>
      <Button size="small" onClick={() => startEdit(row)} aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<InventoryItem> = {
  field: 'stockCard',
  renderCell: (params) => <StockCard {...params} />,
};

export default function StockEditListGrid() {
  const [rows, setRows] = React.useState<readonly InventoryItem[]>(inventory);
  const [editing, setEditing] = React.useState<InventoryItem | null>(null);
  const [draft, setDraft] = React.useState({ inStock: '', reorderLevel: '' });
  const [lastSaved, setLastSaved] = React.useState('nothing saved yet');

  const startEdit = React.useCallback((item: InventoryItem) => {
    setEditing(item);
    setDraft({ inStock: String(item.inStock), reorderLevel: String(item.reorderLevel) });
  }, []);

  const save = () => {
    if (!editing) {
      return;
    }
    const inStock = Math.max(0, Math.round(Number(draft.inStock) || 0));
    const reorderLevel = Math.max(0, Math.round(Number(draft.reorderLevel) || 0));
    setRows((previous) =>
      previous.map((item) =>
        item.id === editing.id ? { ...item, inStock, reorderLevel } : item,
      ),
    );
    setLastSaved(`${editing.sku}: inStock ${inStock}, reorderLevel ${reorderLevel}`);
    setEditing(null);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }} noWrap>
        last update: {lastSaved}
      </Typography>
      <Box sx={{ height: 400, maxWidth: 480 }}>
        <EditContext.Provider value={startEdit}>
          <DataGridPro
            rows={rows}
            columns={columns}
            listView
            listViewColumn={listViewColumn}
            rowHeight={60}
            hideFooter
          />
        </EditContext.Provider>
      </Box>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        <DialogTitle>{editing?.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="In stock"
              type="number"
              size="small"
              value={draft.inStock}
              onChange={(event) => setDraft({ ...draft, inStock: event.target.value })}
            />
            <TextField
              label="Reorder at"
              type="number"
              size="small"
              value={draft.reorderLevel}
              onChange={(event) => setDraft({ ...draft, reorderLevel: event.target.value })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
