import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  ExportExcel,
  GridColDef,
  GridExcelExportOptions,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { invoices, invoicesAsOf, type Invoice } from '@docs/demo-data';

const excelOptions: GridExcelExportOptions = {
  fileName: 'accounts-receivable',
  // Before the rows: a title and the reporting date above the column headers.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Accounts receivable']).font = { bold: true, size: 14 };
    worksheet.addRow([`As of ${invoicesAsOf.toISOString().slice(0, 10)}`]);
    worksheet.addRow([]);
  },
  // After the rows: freeze the header and add a total under the amounts.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.views = [{ state: 'frozen', ySplit: 4 }];
    const last = worksheet.rowCount;
    worksheet.addRow([]);
    const total = worksheet.addRow(['', 'Total', '', { formula: `SUM(D5:D${last})` }]);
    total.font = { bold: true };
  },
  columnsStyles: { amount: { numFmt: '#,##0.00 "€"' } },
};

function ReceivablesToolbar() {
  return (
    <Toolbar>
      <ExportExcel size="small" options={excelOptions}>
        Download receivables (.xlsx)
      </ExportExcel>
    </Toolbar>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'dueOn', headerName: 'Due', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ExcelCustomizationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        slots={{ toolbar: ReceivablesToolbar }}
        showToolbar
      />
    </Box>
  );
}
