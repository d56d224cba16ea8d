import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  station: `Station ${String.fromCharCode(65 + index)}`,
  temperature: Math.round((12 + Math.sin(index) * 8) * 10) / 10,
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Weather station', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
];

export default function FixedHeightGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
