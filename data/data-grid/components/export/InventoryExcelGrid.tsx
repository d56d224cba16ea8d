import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import TableViewOutlinedIcon from '@mui/icons-material/TableViewOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  GridColDef,
  GridExcelExportOptions,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { inventory, type InventoryItem } from '@docs/demo-data';

const excelOptions: GridExcelExportOptions = {
  fileName: 'stock-count',
  columnsStyles: {
    unitCost: { numFmt: '"$"#,##0.00' },
    inStock: { font: { bold: true } },
  },
};

function StockToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'stock-count' }}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Download as Excel">
        <ExportExcel render={<ToolbarButton />} options={excelOptions}>
          <TableViewOutlinedIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

export default function InventoryExcelGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={inventory}
        columns={columns}
        slots={{ toolbar: StockToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
