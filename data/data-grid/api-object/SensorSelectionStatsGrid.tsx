import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function SensorSelectionStatsGrid() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Select a few readings, then read them.');

  const readSelection = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const selected = [...api.getSelectedRows().values()] as SensorReading[];
    const shown = gridFilteredRowCountSelector(apiRef);
    if (selected.length === 0) {
      setReport(`No reading selected (${shown} of ${api.getRowsCount()} pass the filters).`);
      return;
    }
    const temperatures = selected.map((reading) => reading.temperature);
    const average = temperatures.reduce((sum, value) => sum + value, 0) / temperatures.length;
    setReport(
      `${selected.length} readings: min ${Math.min(...temperatures)} °C, ` +
        `max ${Math.max(...temperatures)} °C, average ${average.toFixed(1)} °C ` +
        `(${shown} of ${api.getRowsCount()} pass the filters).`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button size="small" variant="contained" onClick={readSelection}>
          Read the selection
        </Button>
        <Typography variant="body2" component="p" aria-live="polite" sx={{ flex: '1 1 240px' }}>
          {report}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={sensorReadings}
          columns={columns}
          checkboxSelection
          density="compact"
          showToolbar
        />
      </Box>
    </Box>
  );
}
