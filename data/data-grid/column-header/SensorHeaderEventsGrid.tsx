import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColumnHeaderParams,
  GridEventListener,
} from '@mui/x-data-grid';
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
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function SensorHeaderEventsGrid() {
  const [lastEvent, setLastEvent] = React.useState('Nothing yet: click or double-click a header.');

  const describe =
    (name: string): GridEventListener<'columnHeaderClick'> =>
    (params: GridColumnHeaderParams) => {
      setLastEvent(`${name} on "${params.colDef.headerName}" (field: ${params.field})`);
    };

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          minHeight: 40,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {lastEvent}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={sensorReadings}
          columns={columns}
          onColumnHeaderClick={describe('columnHeaderClick')}
          onColumnHeaderDoubleClick={describe('columnHeaderDoubleClick')}
          onColumnHeaderContextMenu={(params) =>
            setLastEvent(`columnHeaderContextMenu on "${params.colDef.headerName}"`)
          }
          hideFooter
        />
      </Box>
    </Box>
  );
}
