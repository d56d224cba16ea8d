import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  {
    field: 'route',
    headerName: 'Route',
    width: 110,
    valueGetter: (_value, row) => `${row.from} → ${row.to}`,
  },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Scheduled', 'Boarding', 'Departed', 'Delayed', 'Cancelled'],
    width: 130,
    editable: true,
  },
  {
    field: 'seatsLeft',
    headerName: 'Seats left',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function FlightRowEditGrid() {
  const [saved, setSaved] = React.useState<Flight | null>(null);

  const processRowUpdate = (newRow: Flight) => {
    setSaved(newRow);
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {saved
          ? `Last saved row: ${JSON.stringify({
              flightNumber: saved.flightNumber,
              gate: saved.gate,
              status: saved.status,
              seatsLeft: saved.seatsLeft,
            })}`
          : 'Double-click a flight, change its gate, status and seats, then press Enter.'}
      </Box>
    </Box>
  );
}
