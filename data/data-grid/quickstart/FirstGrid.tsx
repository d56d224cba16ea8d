import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545_000 },
  { id: 2, city: 'Kraków', country: 'Poland', population: 803_000 },
  { id: 3, city: 'Valparaíso', country: 'Chile', population: 296_000 },
  { id: 4, city: 'Kyoto', country: 'Japan', population: 1_464_000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
