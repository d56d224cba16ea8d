import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSlotProps, Toolbar } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

type TemperatureUnit = 'celsius' | 'fahrenheit';

// Teach the grid's types about the props this demo passes to its toolbar.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    temperatureUnit?: TemperatureUnit;
    onTemperatureUnitChange?: (unit: TemperatureUnit) => void;
  }
}

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const rows = sensorReadings.filter(
  (reading) => reading.sensor === 'Cold room' && reading.time.getUTCMinutes() === 0,
);

// `GridSlotProps['toolbar']` now includes the two props declared above.
function UnitToolbar({
  temperatureUnit = 'celsius',
  onTemperatureUnitChange,
}: GridSlotProps['toolbar']) {
  return (
    <Toolbar style={{ gap: 8 }}>
      <Typography component="h3" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Cold room, hourly
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Temperature unit"
        value={temperatureUnit}
        onChange={(_event, unit: TemperatureUnit | null) => {
          if (unit) {
            onTemperatureUnitChange?.(unit);
          }
        }}
      >
        <ToggleButton value="celsius">°C</ToggleButton>
        <ToggleButton value="fahrenheit">°F</ToggleButton>
      </ToggleButtonGroup>
    </Toolbar>
  );
}

export default function ColdChainUnitToolbarGrid() {
  const [unit, setUnit] = React.useState<TemperatureUnit>('celsius');

  const columns = React.useMemo<GridColDef<SensorReading>[]>(
    () => [
      {
        field: 'time',
        headerName: 'Time (UTC)',
        type: 'dateTime',
        width: 110,
        valueFormatter: (value: Date) => time.format(value),
      },
      {
        field: 'temperature',
        headerName: unit === 'celsius' ? 'Temperature (°C)' : 'Temperature (°F)',
        type: 'number',
        width: 160,
        valueGetter: (value: number) =>
          unit === 'celsius' ? value : Math.round((value * 9) / 5 + 32),
      },
      {
        field: 'humidity',
        headerName: 'Humidity (%)',
        type: 'number',
        flex: 1,
        minWidth: 120,
      },
    ],
    [unit],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="output"
        sx={{
          display: 'block',
          mb: 1,
          p: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        slotProps.toolbar.temperatureUnit = {JSON.stringify(unit)}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ toolbar: UnitToolbar }}
          slotProps={{
            toolbar: { temperatureUnit: unit, onTemperatureUnitChange: setUnit },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
