import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function CopyRowsGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          density="compact"
          rows={invoices}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          onClipboardCopy={setCopied}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last copy (tabs shown as →):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Text of the last copy"
        sx={{ height: 110, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {copied ? copied.replaceAll('\t', ' → ') : 'Select rows or focus a cell, then press Ctrl+C (⌘+C).'}
      </Box>
    </Box>
  );
}
