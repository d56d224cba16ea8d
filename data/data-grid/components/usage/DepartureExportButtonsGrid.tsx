import * as React from 'react';
import Box from '@mui/material/Box';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 150 },
  { field: 'to', headerName: 'To', width: 70 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    type: 'dateTime',
    width: 130,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function DepartureToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      {/* Props every base slot understands: size, startIcon, className, style… */}
      <ExportPrint
        size="small"
        startIcon={<PrintIcon />}
        options={{ hideToolbar: true, hideFooter: true }}
        // Material UI-only props go under `material`.
        material={{ variant: 'outlined' }}
      >
        Print board
      </ExportPrint>
      <ExportCsv
        size="small"
        startIcon={<FileDownloadIcon />}
        options={{
          fileName: 'departures',
          fields: ['flightNumber', 'to', 'departure', 'gate'],
        }}
        material={{ variant: 'contained', disableElevation: true }}
      >
        Gate list (CSV)
      </ExportCsv>
    </Toolbar>
  );
}

export default function DepartureExportButtonsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        slots={{ toolbar: DepartureToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
