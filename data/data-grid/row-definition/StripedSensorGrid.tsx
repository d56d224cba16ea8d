import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

// The index counts the rows as shown on the current page, after sorting and
// filtering, so the stripes stay regular whatever order the reader picks.
function getRowClassName(params: GridRowClassNameParams<SensorReading>) {
  return params.indexRelativeToCurrentPage % 2 === 0 ? 'stripe-even' : 'stripe-odd';
}

export default function StripedSensorGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .stripe-odd': { bgcolor: (theme.vars ?? theme).palette.action.hover },
      })}
    >
      <DataGrid
        rows={sensorReadings}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
