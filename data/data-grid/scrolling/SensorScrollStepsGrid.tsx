import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';
import { sensorReadings, type SensorReading } from '@docs/demo-data';

const ROW_HEIGHT = 36;
const firstSensor = sensorReadings[0].sensor;
const rows = sensorReadings.filter((reading) => reading.sensor === firstSensor);

const columns: GridColDef<SensorReading>[] = [
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 190,
    valueFormatter: (value: Date) =>
      value.toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }),
  },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

export default function SensorScrollStepsGrid() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  React.useEffect(() => {
    return apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
      setPosition({ top: params.top, left: params.left, renderContext: params.renderContext });
    });
  }, [apiRef]);

  const step = (rowCount: number) => {
    const api = apiRef.current;
    if (!api) return;
    const { top } = api.getScrollPosition();
    api.scroll({ top: Math.max(0, top + rowCount * ROW_HEIGHT) });
  };

  const context = position.renderContext;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => step(-6)}>
          6 readings back
        </Button>
        <Button size="small" variant="outlined" onClick={() => step(6)}>
          6 readings on
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.scrollToIndexes({ rowIndex: rows.length - 1 })}
        >
          Latest reading
        </Button>
      </Box>
      <Typography variant="body2" component="p" sx={{ mb: 1 }}>
        top: {Math.round(position.top)} px · left: {Math.round(position.left)} px
        {context ? ` · rows rendered: ${context.firstRowIndex}–${context.lastRowIndex - 1}` : ''}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowHeight={ROW_HEIGHT}
          hideFooter
        />
      </Box>
    </Box>
  );
}
