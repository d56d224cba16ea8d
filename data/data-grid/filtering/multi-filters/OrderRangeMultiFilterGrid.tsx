import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridFilterModel } from '@mui/x-data-grid-pro';
import { orders, type Order } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 190 },
  {
    field: 'orderedOn',
    headerName: 'Ordered',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function OrderRangeMultiFilterGrid() {
  // Two items on the same column make a range: orders between $100 and $400.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'total', operator: '>=', value: 100 },
      { id: 2, field: 'total', operator: '<=', value: 400 },
    ],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 80,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {filterModel.items
          .map((item) => `${item.field} ${item.operator} ${JSON.stringify(item.value ?? null)}`)
          .join(`\n${filterModel.logicOperator ?? 'and'} `) || 'no filters'}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
