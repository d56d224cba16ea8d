import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  getGroupRowIdFromPath,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' });

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 130 },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    type: 'dateTime',
    width: 110,
    valueFormatter: (value?: Date) => (value ? time.format(value) : ''),
  },
  { field: 'temperature', headerName: '°C', type: 'number', width: 80 },
  { field: 'humidity', headerName: 'RH %', type: 'number', width: 80 },
];

const sensors: SensorReading['sensor'][] = ['Greenhouse', 'Cold room', 'Server rack'];

export default function SensorExpansionEventsGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  // Every expansion change (a click on the toggle or a call from code) emits this event.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        const line = `${String(node.groupingKey)} → ${node.childrenExpanded ? 'expanded' : 'collapsed'}`;
        setLog((previous) => [line, ...previous].slice(0, 3));
      }),
    [apiRef],
  );

  const toggleSensor = (sensor: string) => {
    const id = getGroupRowIdFromPath([{ field: 'sensor', key: sensor }]);
    const node = apiRef.current?.getRowNode(id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {sensors.map((sensor) => (
          <Button key={sensor} size="small" variant="outlined" onClick={() => toggleSensor(sensor)}>
            Toggle {sensor}
          </Button>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ m: 0, mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', minHeight: '4.5em' }}
      >
        {log.length ? log.join('\n') : 'rowExpansionChange: nothing yet'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={sensorReadings}
          columns={columns}
          initialState={{ rowGrouping: { model: ['sensor'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
