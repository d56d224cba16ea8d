import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStartReasons,
  GridColDef,
  GridEventListener,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** Reasons that replace the cell's value with what the user typed, deleted or pasted. */
const OVERWRITING_REASONS = [
  GridCellEditStartReasons.printableKeyDown,
  GridCellEditStartReasons.deleteKeyDown,
  GridCellEditStartReasons.pasteKeyDown,
];

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

export default function EnterToEditGrid() {
  const [guarded, setGuarded] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
    if (guarded && params.reason && OVERWRITING_REASONS.includes(params.reason)) {
      event.defaultMuiPrevented = true;
      addLine(`${params.row.sku} · ${params.field}: ${params.reason} ignored`);
      return;
    }
    addLine(`${params.row.sku} · ${params.field}: editing (${params.reason})`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={guarded} onChange={(event) => setGuarded(event.target.checked)} />}
        label="Only Enter or a double-click starts editing"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={inventory}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        What happened (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Edit start decisions"
        sx={{ height: 120, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Click a stock count and type a digit or press Delete, then press Enter instead.'}
      </Box>
    </Box>
  );
}
