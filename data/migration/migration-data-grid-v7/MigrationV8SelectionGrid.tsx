import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowId,
  GridRowSelectionModel,
  createRowSelectionManager,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

const rows = orders.slice(0, 30);

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// What v7 code used to receive: a plain array of the selected ids.
function toSelectedIds(model: GridRowSelectionModel): GridRowId[] {
  const manager = createRowSelectionManager(model);
  return rows.map((row) => row.id).filter((id) => manager.has(id));
}

export default function MigrationV8SelectionGrid() {
  // Starts empty: tick a few rows, then the header checkbox, to see both forms of the model.
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const selectedIds = toSelectedIds(rowSelectionModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          mb: 1,
          p: 1,
          minHeight: 72,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          overflowWrap: 'anywhere',
        }}
      >
        <div>
          {`rowSelectionModel: { type: '${rowSelectionModel.type}', ids: Set(${rowSelectionModel.ids.size}) [${[...rowSelectionModel.ids].join(', ')}] }`}
        </div>
        <Typography variant="body2" component="div" sx={{ fontFamily: 'inherit', color: 'text.secondary' }}>
          {`selected ids as an array (${selectedIds.length}): [${selectedIds.join(', ')}]`}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 30]}
        />
      </Box>
    </Box>
  );
}
