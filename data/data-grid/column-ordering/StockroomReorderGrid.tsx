import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnOrderChangeParams,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { inventory, type InventoryItem } from '@docs/demo-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', width: 190 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function StockroomReorderGrid() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((column) => column.field));
  const [lastMove, setLastMove] = React.useState('Drag a column header to move it.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setOrder(gridColumnFieldsSelector(apiRef));
    setLastMove(
      `Moved "${params.column.headerName}" from position ${params.oldIndex} to ${params.targetIndex}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {lastMove}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 40,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        columns: {order.join(', ')}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={inventory}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
