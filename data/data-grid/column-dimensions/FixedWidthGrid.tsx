import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 90 },
  { field: 'airline', headerName: 'Airline', width: 170 },
  { field: 'from', headerName: 'From', width: 70 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  // No `width`: the column gets the default of 100 px.
  { field: 'gate', headerName: 'Gate' },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FixedWidthGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={flights} columns={columns} hideFooter />
    </Box>
  );
}
