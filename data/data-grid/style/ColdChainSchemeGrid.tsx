import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

// Temperature bands: below 5 °C is cold, above 28 °C is warm.
const band = (params: GridCellParams<SensorReading, number>) => {
  if (params.value == null) {
    return '';
  }
  if (params.value < 5) {
    return 'temp--cold';
  }
  return params.value > 28 ? 'temp--warm' : '';
};

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
    cellClassName: band,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

// Light colours first, then the dark scheme's, placed last in the array.
const SensorGrid = styled(DataGrid)(({ theme }) => [
  {
    '& .temp--cold': { backgroundColor: '#e3f2fd', color: '#0d47a1' },
    '& .temp--warm': { backgroundColor: '#fff3e0', color: '#8a3a00' },
  },
  theme.applyStyles('dark', {
    '& .temp--cold': { backgroundColor: '#0b2a4a', color: '#bbdefb' },
    '& .temp--warm': { backgroundColor: '#4a2400', color: '#ffe0b2' },
  }),
]) as typeof DataGrid;

export default function ColdChainSchemeGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <SensorGrid
        rows={sensorReadings}
        columns={columns}
        initialState={{
          // By time, so the three sensors alternate on every page.
          sorting: { sortModel: [{ field: 'time', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
