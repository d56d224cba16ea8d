import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

type Unit = 'C' | 'F';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function GreenhouseUnitsGrid() {
  const [unit, setUnit] = React.useState<Unit>('C');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'temperature', sort: 'desc' },
  ]);

  // The value stays in °C; only the printed text follows the chosen unit.
  const columns = React.useMemo<GridColDef<SensorReading>[]>(
    () => [
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
        headerName: 'Temperature',
        type: 'number',
        width: 130,
        valueFormatter: (value: number) =>
          unit === 'C' ? `${value.toFixed(1)} °C` : `${(value * 1.8 + 32).toFixed(1)} °F`,
      },
      {
        field: 'humidity',
        headerName: 'Humidity',
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => `${value} %`,
      },
    ],
    [unit],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unit}
          onChange={(event, value: Unit | null) => value && setUnit(value)}
          aria-label="Temperature unit"
        >
          <ToggleButton value="C">°C</ToggleButton>
          <ToggleButton value="F">°F</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          Sorted by: <code dir="ltr">{JSON.stringify(sortModel)}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={sensorReadings}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Stack>
  );
}
