import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { flights, type Flight } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<Flight>[] = [
  { field: 'flightNumber', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'Airport', width: 90 },
  {
    field: 'departure',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'to', headerName: 'Airport', width: 90 },
  {
    field: 'arrival',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

function LegHeader({ headerName, groupId }: GridColumnGroupHeaderParams) {
  const Icon = groupId === 'departure' ? FlightTakeoffIcon : FlightLandIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Icon fontSize="small" aria-hidden />
      {headerName}
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'departure',
    headerName: 'Departure',
    description: 'Where and when the flight leaves, and the gate to board at.',
    headerAlign: 'center',
    headerClassName: 'leg-group leg-group--departure',
    renderHeaderGroup: (params) => <LegHeader {...params} />,
    children: [{ field: 'from' }, { field: 'departure' }, { field: 'gate' }],
  },
  {
    groupId: 'arrival',
    headerName: 'Arrival',
    description: 'Where and when the flight lands, in UTC.',
    headerAlign: 'center',
    headerClassName: 'leg-group leg-group--arrival',
    renderHeaderGroup: (params) => <LegHeader {...params} />,
    children: [{ field: 'to' }, { field: 'arrival' }],
  },
];

export default function FlightGroupHeaderGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
        sx={(theme) => ({
          '& .leg-group': { fontWeight: 600 },
          '& .leg-group--departure': { backgroundColor: alpha(theme.palette.primary.main, 0.1) },
          '& .leg-group--arrival': { backgroundColor: alpha(theme.palette.secondary.main, 0.1) },
        })}
      />
    </Box>
  );
}
