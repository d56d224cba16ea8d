import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', flex: 1, minWidth: 100 },
];

export default function MultipleRowSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const picked = flights.filter((flight) => selection.ids.has(flight.id));
  const seats = picked.reduce((sum, flight) => sum + flight.seatsLeft, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {picked.length === 0
          ? 'No flights picked. Ctrl/⌘ + click adds a flight, Shift + click adds a range.'
          : `${picked.length} flights picked (${picked.map((flight) => flight.flightNumber).join(', ')}), ${seats} free seats in all`}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
