import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
// Types `palette.DataGrid` (the Pro entry point does not declare it).
import type {} from '@mui/x-data-grid/themeAugmentation';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 140 },
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
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Adds `palette.DataGrid` to the theme above this grid. The colours mix the
// theme's own primary and background, so they follow the light or dark scheme.
function withBoardPalette(outer: Theme): Theme {
  const { palette } = outer.vars ?? outer;
  const tint = (percent: number) =>
    `color-mix(in srgb, ${palette.primary.main} ${percent}%, ${palette.background.default})`;
  const DataGrid = {
    bg: palette.background.default, // the body of the grid
    headerBg: tint(14), // column headers
    pinnedBg: tint(7), // pinned columns and rows
  };
  return {
    ...outer,
    palette: { ...outer.palette, DataGrid },
    // A theme with CSS variables is read through `theme.vars`.
    ...(outer.vars && {
      vars: { ...outer.vars, palette: { ...outer.vars.palette, DataGrid } },
    }),
  };
}

export default function DepartureBoardSectionsGrid() {
  return (
    <ThemeProvider theme={withBoardPalette}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          initialState={{
            pinnedColumns: { left: ['flightNumber'], right: ['status'] },
          }}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
