import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 120,
    filterable: false,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  {
    field: 'sensor',
    headerName: 'Sensor',
    type: 'singleSelect',
    valueOptions: ['Greenhouse', 'Cold room', 'Server rack'],
    flex: 1,
    minWidth: 160,
  },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 140 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

const HEIGHTS = ['default', '48', '64', '80'] as const;

export default function SensorHeaderFilterHeightGrid() {
  const [height, setHeight] = React.useState<(typeof HEIGHTS)[number]>('64');
  const headerFilterHeight = height === 'default' ? undefined : Number(height);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" id="header-filter-height-label">
          headerFilterHeight
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={height}
          onChange={(_event, value) => value && setHeight(value)}
          aria-labelledby="header-filter-height-label"
        >
          {HEIGHTS.map((option) => (
            <ToggleButton key={option} value={option}>
              {option === 'default' ? 'not set' : option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={sensorReadings}
          columns={columns}
          density="compact"
          headerFilters
          headerFilterHeight={headerFilterHeight}
          initialState={{
            filter: {
              filterModel: {
                items: [{ id: 1, field: 'sensor', operator: 'is', value: 'Cold room' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
