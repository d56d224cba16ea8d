import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridColDef,
  GridRowClassNameParams,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  {
    field: 'route',
    headerName: 'Route',
    width: 120,
    valueGetter: (value, row) => `${row.from} → ${row.to}`,
  },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// Each status that needs attention gets its own class on the row.
function getRowClassName(params: GridRowClassNameParams<Flight>) {
  switch (params.row.status) {
    case 'Delayed':
      return 'flight--delayed';
    case 'Cancelled':
      return 'flight--cancelled';
    case 'Boarding':
      return 'flight--boarding';
    default:
      return '';
  }
}

export default function FlightStatusRowsGrid() {
  return (
    <Box
      sx={(theme) => {
        const warning = theme.palette.warning.main;
        return {
          height: 400,
          width: '100%',
          '& .flight--delayed': {
            bgcolor: alpha(warning, 0.14),
            ...theme.applyStyles('dark', {
              bgcolor: alpha(warning, 0.2),
            }),
          },
          '& .flight--cancelled': {
            color: (theme.vars ?? theme).palette.text.secondary,
            textDecoration: 'line-through',
          },
          '& .flight--boarding [data-field="flightNumber"]': {
            boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.info.main}`,
            fontWeight: 700,
          },
        };
      }}
    >
      <DataGrid
        rows={flights}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
