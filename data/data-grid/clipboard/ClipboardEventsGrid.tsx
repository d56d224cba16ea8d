import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
    flex: 1,
    minWidth: 120,
    editable: true,
  },
];

export default function ClipboardEventsGrid() {
  const [locked, setLocked] = React.useState(false);
  const [pasting, setPasting] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((lines) => [line, ...lines].slice(0, 6));

  const onBeforeClipboardPasteStart = async ({ data }: { data: string[][] }) => {
    if (locked) {
      addLine(`Refused ${data.length} row(s): the departure board is locked`);
      throw new Error('locked');
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Lock the departure board"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          density="compact"
          rows={flights}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          loading={pasting}
          onBeforeClipboardPasteStart={onBeforeClipboardPasteStart}
          onClipboardPasteStart={({ data }) => {
            setPasting(true);
            addLine(`clipboardPasteStart: ${data.length} row(s) × ${data[0]?.length ?? 0} cell(s)`);
          }}
          onClipboardPasteEnd={() => {
            setPasting(false);
            addLine('clipboardPasteEnd');
          }}
          onClipboardCopy={(text) => addLine(`clipboardCopy: ${JSON.stringify(text).slice(0, 60)}`)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Events (newest first):
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Clipboard events"
        sx={{ height: 120, overflow: 'auto', m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length > 0 ? log.join('\n') : 'Copy a few gates, then paste them elsewhere, with and without the lock.'}
      </Box>
    </Box>
  );
}
