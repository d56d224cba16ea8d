import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const SENSORS: SensorReading['sensor'][] = ['Greenhouse', 'Cold room', 'Server rack'];

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 90 },
  {
    field: 'time',
    headerName: 'Read at (UTC)',
    type: 'dateTime',
    width: 90,
    valueFormatter: (value: Date) => timeFormat.format(value),
  },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 90 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 90 },
];

/** Stands in for a request: the readings of one sensor, after a short wait. */
function fetchReadings(sensor: SensorReading['sensor']) {
  return new Promise<SensorReading[]>((resolve) => {
    setTimeout(() => resolve(sensorReadings.filter((reading) => reading.sensor === sensor)), 700);
  });
}

export default function AsyncAutosizeGrid() {
  const apiRef = useGridApiRef();
  const [sensorIndex, setSensorIndex] = React.useState(0);
  const [rows, setRows] = React.useState<SensorReading[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [status, setStatus] = React.useState('waiting for the first readings');
  // The first readings arrive on their own, with no click: the grid stays hidden while they are
  // fitted, so nothing moves under a reader who did nothing. After a click, the change is what
  // the reader asked to see.
  const [firstFitDone, setFirstFitDone] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    fetchReadings(SENSORS[sensorIndex]).then((readings) => {
      if (!active) return;
      setRows(readings);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sensorIndex]);

  // Once the new rows are in the grid, fit the columns to them.
  React.useEffect(() => {
    if (loading || rows.length === 0) return;
    apiRef.current
      ?.autosizeColumns({ includeHeaders: true, includeOutliers: true })
      .then(() => {
        setStatus(`fitted to ${rows.length} readings of ${rows[0].sensor}`);
        setFirstFitDone(true);
      });
  }, [apiRef, loading, rows]);

  const loadNext = () => {
    setLoading(true);
    setStatus('loading…');
    setSensorIndex((index) => (index + 1) % SENSORS.length);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={loadNext} disabled={loading}>
          Load the next sensor
        </Button>
        <Typography variant="body2">Columns: {status}</Typography>
      </Box>
      <Box sx={{ height: 360, visibility: rows.length > 0 && !firstFitDone ? 'hidden' : 'visible' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
