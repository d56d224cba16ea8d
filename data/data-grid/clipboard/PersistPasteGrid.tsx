import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

/** Stands in for a server: saves a row after a short delay, refusing negative stock. */
function saveItem(item: InventoryItem): Promise<InventoryItem> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (item.inStock < 0) reject(new Error(`${item.sku}: stock cannot be negative`));
      else resolve(item);
    }, 200);
  });
}

// Counts pasted from a warehouse report can carry thousands separators: "1,200".
const parseCount = (value: string) => {
  const count = Number(value.replace(/[,\s]/g, ''));
  return Number.isFinite(count) ? Math.round(count) : undefined;
};

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 170 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    editable: true,
    pastedValueParser: parseCount,
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder at',
    type: 'number',
    width: 110,
    editable: true,
    pastedValueParser: parseCount,
  },
];

export default function PersistPasteGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 6));

  const processRowUpdate = async (newRow: InventoryItem, oldRow: InventoryItem) => {
    const saved = await saveItem(newRow);
    addLine(`Saved ${saved.sku}: in stock ${oldRow.inStock} → ${saved.inStock}, reorder at ${saved.reorderLevel}`);
    return saved;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          density="compact"
          rows={inventory}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => addLine(`Not saved: ${error.message}`)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Server log (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Server log"
        sx={{ height: 120, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0 ? log.join('\n') : 'Copy counts (for example "1,200" or "-5") and paste them into the stock columns.'}
      </Box>
    </Box>
  );
}
