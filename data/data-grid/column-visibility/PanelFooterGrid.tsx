import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
  { field: 'unitCost', headerName: 'Unit cost (USD)', type: 'number', width: 130 },
];

export default function PanelFooterGrid() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(true);
  const [disableResetButton, setDisableResetButton] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableShowHideToggle}
              onChange={(event) => setDisableShowHideToggle(event.target.checked)}
            />
          }
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableResetButton}
              onChange={(event) => setDisableResetButton(event.target.checked)}
            />
          }
          label="disableResetButton"
        />
      </FormGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={inventory}
          columns={columns}
          showToolbar
          initialState={{ columns: { columnVisibilityModel: { reorderLevel: false } } }}
          slotProps={{ columnsManagement: { disableShowHideToggle, disableResetButton } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
