import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, GridLogicOperator } from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'East'],
    width: 120,
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function StockroomLockedPanelGrid() {
  const [disableAddFilterButton, setDisableAddFilterButton] = React.useState(true);
  const [disableRemoveAllButton, setDisableRemoveAllButton] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableAddFilterButton}
              onChange={(event) => setDisableAddFilterButton(event.target.checked)}
            />
          }
          label="disableAddFilterButton"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableRemoveAllButton}
              onChange={(event) => setDisableRemoveAllButton(event.target.checked)}
            />
          }
          label="disableRemoveAllButton"
        />
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={inventory}
          columns={columns}
          showToolbar
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'warehouse', operator: 'is', value: 'North' },
                  { id: 2, field: 'inStock', operator: '<', value: 40 },
                ],
              },
            },
          }}
          slotProps={{
            filterPanel: {
              disableAddFilterButton,
              disableRemoveAllButton,
              // Only "And": the logic selector has a single choice.
              logicOperators: [GridLogicOperator.And],
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
