import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';
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
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

const FACTORS: Record<GridDensity, number> = {
  compact: 0.7,
  standard: 1,
  comfortable: 1.3,
};

export default function SensorDensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('compact');
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" component="span" id={labelId}>
          density
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => {
            if (value !== null) setDensity(value);
          }}
          aria-labelledby={labelId}
        >
          {(Object.keys(FACTORS) as GridDensity[]).map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box component="pre" sx={{ m: 0, mb: 1, fontSize: 13, whiteSpace: 'pre-wrap' }}>
        rows: 52 × {FACTORS[density]} = {Math.floor(52 * FACTORS[density])} px, header: 56 ×{' '}
        {FACTORS[density]} = {Math.floor(56 * FACTORS[density])} px
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={sensorReadings}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
