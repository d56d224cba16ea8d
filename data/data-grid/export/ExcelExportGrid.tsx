import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from '@docs/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'],
    width: 120,
  },
];

export default function ExcelExportGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'orders-march-2025',
              columnsStyles: {
                total: { numFmt: '"$"#,##0.00' },
                orderedOn: { numFmt: 'yyyy-mm-dd' },
              },
            },
          },
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pagination
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
