import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function CancelledFlightsGrid() {
  const [mergeCancelled, setMergeCancelled] = React.useState(true);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'flightNumber', headerName: 'Flight', width: 100 },
      { field: 'to', headerName: 'To', width: 70 },
      {
        field: 'departure',
        headerName: 'Departs (UTC)',
        type: 'dateTime',
        width: 120,
        valueFormatter: (value: Date) => timeFormat.format(value),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        // Cancelled flights have no gate and no seats to sell: one wide cell says why.
        colSpan: (value, row) => (mergeCancelled && row.status === 'Cancelled' ? 3 : undefined),
        renderCell: ({ row, value }) =>
          mergeCancelled && row.status === 'Cancelled' ? (
            <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>
              Cancelled: see the rebooking desk
            </Box>
          ) : (
            value
          ),
      },
      { field: 'gate', headerName: 'Gate', width: 80 },
      { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
    ],
    [mergeCancelled],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={mergeCancelled}
            onChange={(event) => setMergeCancelled(event.target.checked)}
          />
        }
        label="Span cancelled flights"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid rows={flights} columns={columns} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
