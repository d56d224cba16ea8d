import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import DnsIcon from '@mui/icons-material/Dns';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import TuneIcon from '@mui/icons-material/Tune';
import { DataGrid, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

type Sensor = SensorReading['sensor'];

const SENSORS: Array<{ sensor: Sensor; icon: React.ReactNode }> = [
  { sensor: 'Greenhouse', icon: <LocalFloristIcon fontSize="small" /> },
  { sensor: 'Cold room', icon: <AcUnitIcon fontSize="small" /> },
  { sensor: 'Server rack', icon: <DnsIcon fontSize="small" /> },
];

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const hourly = sensorReadings.filter(
  (reading) => reading.time.getUTCMinutes() === 0,
);

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value: Date) => time.format(value),
  },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

const SensorContext = React.createContext<{
  shown: Sensor[];
  toggle: (sensor: Sensor) => void;
  setFocused: (label: string) => void;
} | null>(null);

function SensorToolbar() {
  const { shown, toggle, setFocused } = React.useContext(SensorContext)!;

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {SENSORS.map(({ sensor, icon }) => (
        <Tooltip key={sensor} title={sensor}>
          <ToolbarButton
            aria-label={sensor}
            aria-pressed={shown.includes(sensor)}
            color={shown.includes(sensor) ? 'primary' : 'default'}
            onClick={() => toggle(sensor)}
            onFocus={() => setFocused(sensor)}
          >
            {icon}
          </ToolbarButton>
        </Tooltip>
      ))}
      {/* Disabled: the arrow keys skip it. */}
      <ToolbarButton disabled aria-label="Calibrate sensors (offline)">
        <TuneIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function SensorKeyboardToolbarGrid() {
  const [shown, setShown] = React.useState<Sensor[]>([
    'Greenhouse',
    'Cold room',
    'Server rack',
  ]);
  const [focused, setFocused] = React.useState('(nothing yet)');

  const context = React.useMemo(
    () => ({
      shown,
      setFocused,
      toggle: (sensor: Sensor) =>
        setShown((current) =>
          current.includes(sensor)
            ? current.filter((item) => item !== sensor)
            : [...current, sensor],
        ),
    }),
    [shown],
  );
  const rows = React.useMemo(
    () => hourly.filter((reading) => shown.includes(reading.sensor)),
    [shown],
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
          wordBreak: 'break-word',
        }}
      >
        focused button: {focused}
        <br />
        sensors shown: {JSON.stringify(shown)}
      </Box>
      <Box sx={{ height: 400 }}>
        <SensorContext.Provider value={context}>
          <DataGrid
            label="Hourly sensor readings"
            rows={rows}
            columns={columns}
            slots={{ toolbar: SensorToolbar }}
            showToolbar
            hideFooter
          />
        </SensorContext.Provider>
      </Box>
    </Box>
  );
}
