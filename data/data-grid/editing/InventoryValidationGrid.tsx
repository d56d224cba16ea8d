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

// Each rule returns a message when the value is wrong, or null when it is fine.
function validateName(value: unknown) {
  return String(value ?? '').trim().length < 3 ? 'At least 3 characters' : null;
}

function validateCount(value: unknown) {
  const count = Number(value);
  if (value === '' || value == null || Number.isNaN(count)) {
    return 'Enter a number';
  }
  if (!Number.isInteger(count) || count < 0) {
    return 'Whole number, 0 or more';
  }
  return null;
}

function validateCost(value: unknown) {
  const cost = Number(value);
  return value == null || Number.isNaN(cost) || cost <= 0 || cost > 5000
    ? 'Between 0.01 and 5000'
    : null;
}

const withRule =
  (rule: (value: unknown) => string | null) => (params: GridPreProcessEditCellProps) => ({
    ...params.props,
    error: rule(params.props.value),
  });

// The editor with its error shown: a red background and the message in a tooltip.
function ValidatedEditCell(props: GridRenderEditCellParams) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={error || ''} placement="bottom-start" describeChild>
      <Box
        sx={[
          { width: '100%', height: '100%', display: 'flex' },
          Boolean(error) && {
            bgcolor: 'error.main',
            color: 'error.contrastText',
            '& input': { color: 'inherit' },
          },
        ]}
      >
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const renderValidatedEditCell = (params: GridRenderEditCellParams) => (
  <ValidatedEditCell {...params} />
);

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'name',
    headerName: 'Item',
    width: 200,
    editable: true,
    preProcessEditCellProps: withRule(validateName),
    renderEditCell: renderValidatedEditCell,
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: withRule(validateCount),
    renderEditCell: renderValidatedEditCell,
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost ($)',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: withRule(validateCost),
    renderEditCell: renderValidatedEditCell,
  },
];

export default function InventoryValidationGrid() {
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
