import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

const rows = inventory.slice(0, 12);

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', minWidth: 170, flex: 1 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

/** Every row's cell in one column: the model has one entry per row id. */
const wholeColumn = (field: keyof InventoryItem): GridCellSelectionModel =>
  Object.fromEntries(rows.map((row) => [row.id, { [field]: true }]));

/** The stock cell of every item at or under its reorder level. */
const lowStock: GridCellSelectionModel = Object.fromEntries(
  rows
    .filter((row) => row.inStock <= row.reorderLevel)
    .map((row) => [row.id, { inStock: true }]),
);

export default function ControlledCellSelectionGrid() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    [rows[0].id]: { name: true, inStock: true },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setModel(wholeColumn('inStock'))}>
          Whole stock column
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel(lowStock)}>
          Low stock
        </Button>
        <Button size="small" onClick={() => setModel({})}>
          Clear
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, fontSize: 12, maxHeight: 96, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label="Current cell selection model"
      >
        {`cellSelectionModel = ${JSON.stringify(model)}`}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={model}
          onCellSelectionModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
