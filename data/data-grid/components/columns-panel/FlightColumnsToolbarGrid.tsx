import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

function DeparturesToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Departures
      </Typography>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnOutlinedIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100, hideable: false },
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
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FlightColumnsToolbarGrid() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({
    gate: false,
    seatsLeft: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          slots={{ toolbar: DeparturesToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        columnVisibilityModel: {JSON.stringify(visibility)}
      </Box>
    </Box>
  );
}
