import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { orders, type Order } from '@docs/demo-data';

function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Sales orders
      </Typography>
      <Tooltip title="Print orders">
        <ExportPrint render={<ToolbarButton />}>
          <PrintOutlinedIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Tooltip title="Download orders as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'sales-orders' }}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function OrderExportToolbarGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
