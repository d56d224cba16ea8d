import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { inventory, type InventoryItem } from '@docs/demo-data';
import { checkSku } from './fakeSkuServer';

// While the server thinks, the editor shows a spinner (`isProcessingProps`); then the answer.
function SkuEditCell(props: GridRenderEditCellParams<InventoryItem, string>) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start" describeChild>
      <Box
        sx={[
          { width: '100%', height: '100%', display: 'flex' },
          Boolean(error) && {
            bgcolor: 'error.main',
            color: 'error.contrastText',
            '& input, & svg': { color: 'inherit' },
          },
        ]}
      >
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 130,
    editable: true,
    valueParser: (value: string | undefined) => (value ?? '').toUpperCase(),
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string>) => {
      if (!params.hasChanged) {
        return params.props; // same value as the last check: keep its answer
      }
      const error = await checkSku(Number(params.id), params.props.value ?? '');
      return { ...params.props, error };
    },
    renderEditCell: (params) => <SkuEditCell {...params} />,
  },
  { field: 'name', headerName: 'Item', width: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
];

export default function SkuServerValidationGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={inventory}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
