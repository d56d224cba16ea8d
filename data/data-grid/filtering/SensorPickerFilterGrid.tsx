import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

type Choice = SensorReading['sensor'] | 'All';

const choices: Choice[] = ['All', 'Greenhouse', 'Cold room', 'Server rack'];

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130, filterable: false },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 120,
    valueFormatter: (value: Date) =>
      value.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
  },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function SensorPickerFilterGrid() {
  const apiRef = useGridApiRef();
  const [sensor, setSensor] = React.useState<Choice>('Greenhouse');

  const handleSensorChange = (_: React.MouseEvent, next: Choice | null) => {
    if (next === null) return;
    setSensor(next);
    // Filters a column the reader cannot filter, through the API object.
    apiRef.current?.setFilterModel({
      items: next === 'All' ? [] : [{ field: 'sensor', operator: 'equals', value: next }],
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sensor}
          onChange={handleSensorChange}
          aria-label="Sensor"
        >
          {choices.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={sensorReadings}
          columns={columns}
          // Readers pick a sensor with the buttons; the grid shows no filter controls.
          disableColumnFilter
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'sensor', operator: 'equals', value: 'Greenhouse' }] },
            },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
