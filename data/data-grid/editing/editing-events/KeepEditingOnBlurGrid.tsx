import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridColDef,
  GridEventListener,
} from '@mui/x-data-grid';
import { invoices, type Invoice } from '@docs/demo-data';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 180, editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => euros.format(value),
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

export default function KeepEditingOnBlurGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 8));

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      // The grid skips its own handler: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
      addLine(`${params.row.number} · ${params.field}: focus left, still editing`);
      return;
    }
    addLine(`${params.row.number} · ${params.field}: stopped (${params.reason})`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          density="compact"
          rows={invoices}
          columns={columns}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        What happened (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Edit stop decisions"
        sx={{ height: 120, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0
          ? log.join('\n')
          : 'Double-click an amount, then click another cell: the editor stays open until you press Enter, Tab or Escape.'}
      </Box>
    </Box>
  );
}
