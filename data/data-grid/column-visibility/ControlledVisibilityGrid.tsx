import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
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
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
];

/** What a departures board at the gate needs. */
const BOARD_VIEW: GridColumnVisibilityModel = { airline: false, from: false, seatsLeft: false };

export default function ControlledVisibilityGrid() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>(BOARD_VIEW);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setColumnVisibilityModel(BOARD_VIEW)}>
          Board view
        </Button>
        <Button size="small" variant="outlined" onClick={() => setColumnVisibilityModel({})}>
          All columns
        </Button>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          minHeight: 60,
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        columnVisibilityModel = {JSON.stringify(columnVisibilityModel)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
