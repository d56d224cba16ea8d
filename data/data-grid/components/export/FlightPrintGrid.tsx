import * as React from 'react';
import Box from '@mui/material/Box';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  DataGrid,
  ExportPrint,
  GridColDef,
  GridPrintExportOptions,
  Toolbar,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

// What the gate agent's printout needs: no toolbar, no footer, landscape pages.
const printOptions: GridPrintExportOptions = {
  fileName: 'Departures board',
  hideToolbar: true,
  hideFooter: true,
  fields: ['flightNumber', 'to', 'departure', 'gate', 'status'],
  pageStyle: '@page { size: A4 landscape; margin: 12mm; }',
};

function DeparturesToolbar() {
  return (
    <Toolbar>
      <ExportPrint
        options={printOptions}
        size="small"
        startIcon={<PrintOutlinedIcon fontSize="small" />}
      >
        Print departures
      </ExportPrint>
    </Toolbar>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 150 },
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
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FlightPrintGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        slots={{ toolbar: DeparturesToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
