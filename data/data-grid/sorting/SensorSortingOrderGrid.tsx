import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
    // Time reads naturally oldest first, and can be unsorted again.
    sortingOrder: ['asc', 'desc', null],
  },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function SensorSortingOrderGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last click gave:{' '}
        {sortModel.length ? `${sortModel[0].field} ${sortModel[0].sort}` : 'no sorting'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={sensorReadings}
          columns={columns}
          // Readings matter most at their extremes: hottest first, never back to unsorted.
          sortingOrder={['desc', 'asc']}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
