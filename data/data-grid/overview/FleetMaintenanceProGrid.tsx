import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Vehicle {
  id: number;
  plate: string;
  depot: string;
  model: string;
  odometerKm: number;
  nextService: Date;
}

const depots = ['Rotterdam', 'Antwerp', 'Lille'];
const models = ['Cargo van 3.5 t', 'Box truck 7.5 t', 'E-van 2.8 t', 'Tractor unit'];

// 60 vehicles, enough to show that the Pro grid scrolls them all without pages.
const vehicles: Vehicle[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  plate: `FL-${String(100 + index * 7).padStart(3, '0')}-${String.fromCharCode(65 + (index % 26))}`,
  depot: depots[index % depots.length],
  model: models[(index * 5) % models.length],
  odometerKm: 18000 + ((index * 7919) % 240000),
  nextService: new Date(Date.UTC(2025, 5, 1 + ((index * 11) % 120))),
}));

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'model', headerName: 'Model', width: 160 },
  { field: 'odometerKm', headerName: 'Odometer (km)', type: 'number', width: 140 },
  {
    field: 'nextService',
    headerName: 'Next service',
    type: 'date',
    width: 140,
    valueFormatter: (value?: Date) => (value ? date.format(value) : ''),
  },
];

export default function FleetMaintenanceProGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={vehicles}
        columns={columns}
        initialState={{
          // Two sort keys at once: by depot, then the most urgent service first.
          sorting: {
            sortModel: [
              { field: 'depot', sort: 'asc' },
              { field: 'nextService', sort: 'asc' },
            ],
          },
          pinnedColumns: { left: ['plate'] },
        }}
      />
    </Box>
  );
}
