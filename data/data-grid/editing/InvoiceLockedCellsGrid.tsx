import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 180, editable: true },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 110,
    editable: true,
  },
];

// A paid invoice is closed: its client and amount stay as they are, only its status can change.
const isCellEditable = (params: GridCellParams<Invoice>) =>
  params.field === 'status' || params.row.status !== 'Paid';

export default function InvoiceLockedCellsGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .invoice-locked': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={invoices}
        columns={columns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) =>
          params.colDef.editable && !isCellEditable(params) ? 'invoice-locked' : ''
        }
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
