import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { formatClock, minuteTimes, rackTemperature } from './sensorMinutes';

// Percent of the day: 13:30 is 56.25 %.
const ranges: Array<{ label: string; start: number; end: number }> = [
  { label: 'Cooling fault (13:30–14:40)', start: 56.25, end: 61.1 },
  { label: 'Night (00:00–06:00)', start: 0, end: 25 },
  { label: 'Whole day', start: 0, end: 100 },
];

const percentToClock = (percent: number) =>
  formatClock(new Date(minuteTimes[0].getTime() + (percent / 100) * 24 * 3_600_000));

export default function ZoomControlledSensor() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'time', start: 56.25, end: 61.1 },
  ]);
  const current = zoomData[0];

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ranges.map((range) => (
          <Button
            key={range.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'time', start: range.start, end: range.end }])}
          >
            {range.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChartPro
          xAxis={[
            {
              id: 'time',
              scaleType: 'utc',
              data: minuteTimes,
              valueFormatter: (date: Date) => formatClock(date),
              zoom: { minSpan: 1, filterMode: 'discard' },
            },
          ]}
          yAxis={[{ id: 'temperature', valueFormatter: (value: number) => `${value}°` }]}
          series={[
            {
              data: rackTemperature,
              label: 'Rack inlet temperature',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
            },
          ]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Zoom state"
        sx={{ m: 0, p: 1, height: 64, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {`zoomData = ${JSON.stringify(
          zoomData.map((item) => ({
            ...item,
            start: Math.round(item.start * 100) / 100,
            end: Math.round(item.end * 100) / 100,
          })),
        )}\n${current ? `shown: ${percentToClock(current.start)} to ${percentToClock(current.end)} UTC` : ''}`}
      </Box>
    </Stack>
  );
}
