import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Trip {
  id: number;
  destination: string;
  transport: string;
  departure: Date;
  nights: number;
  booked: boolean;
}

const rows: Trip[] = [
  { id: 1, destination: 'Ljubljana', transport: 'Train', departure: new Date(2025, 3, 12), nights: 3, booked: true },
  { id: 2, destination: 'Tromsø', transport: 'Plane', departure: new Date(2025, 0, 28), nights: 5, booked: false },
  { id: 3, destination: 'Porto', transport: 'Plane', departure: new Date(2025, 5, 2), nights: 4, booked: true },
  { id: 4, destination: 'Ghent', transport: 'Train', departure: new Date(2025, 8, 19), nights: 2, booked: false },
  { id: 5, destination: 'Split', transport: 'Ferry', departure: new Date(2025, 6, 7), nights: 7, booked: true },
  { id: 6, destination: 'Innsbruck', transport: 'Bus', departure: new Date(2025, 1, 14), nights: 3, booked: false },
];

const columns: GridColDef<Trip>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140, editable: true },
  {
    field: 'transport',
    headerName: 'Transport',
    type: 'singleSelect',
    valueOptions: ['Train', 'Plane', 'Ferry', 'Bus'],
    width: 120,
    editable: true,
  },
  { field: 'departure', headerName: 'Departure', type: 'date', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
  { field: 'booked', headerName: 'Booked', type: 'boolean', width: 90 },
];

export default function FeatureTourGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
