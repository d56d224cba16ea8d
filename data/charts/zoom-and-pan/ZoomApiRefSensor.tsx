import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { formatClock, minuteTimes, rackTemperature } from './sensorMinutes';

export default function ZoomApiRefSensor() {
  const apiRef = useChartProApiRef<'line'>();

  // Move the visible window by a share of its own width, without going past the day.
  const shift = (direction: 1 | -1) =>
    apiRef.current?.setAxisZoomData('time', (previous) => {
      const span = previous.end - previous.start;
      const start = Math.min(100 - span, Math.max(0, previous.start + direction * span * 0.5));
      return { ...previous, start, end: start + span };
    });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => shift(-1)}>
          Earlier
        </Button>
        <Button size="small" variant="outlined" onClick={() => shift(1)}>
          Later
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'time', start: 0, end: 100 }])}
        >
          Reset zoom
        </Button>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChartPro
          apiRef={apiRef}
          xAxis={[
            {
              id: 'time',
              scaleType: 'utc',
              data: minuteTimes,
              valueFormatter: (date: Date) => formatClock(date),
              zoom: true,
            },
          ]}
          series={[
            {
              data: rackTemperature,
              label: 'Rack inlet temperature',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
            },
          ]}
          initialZoom={[{ axisId: 'time', start: 30, end: 45 }]}
        />
      </Box>
    </Stack>
  );
}
