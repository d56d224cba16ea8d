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
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  {
    // No row has a `route` key: the value comes from two other fields.
    field: 'route',
    headerName: 'Route',
    width: 120,
    valueGetter: (_value, row) => `${row.from} → ${row.to}`,
  },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    // A number, so the column sorts and filters by minutes, not by text.
    field: 'duration',
    headerName: 'Duration (min)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) =>
      Math.round((row.arrival.getTime() - row.departure.getTime()) / 60000),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ValueGetterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'duration', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
