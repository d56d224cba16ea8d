import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { formatClock, minuteTimes, rackTemperature, roomHumidity } from './sensorMinutes';

const timeAxis = {
  id: 'time',
  scaleType: 'utc' as const,
  data: minuteTimes,
  valueFormatter: (date: Date) => formatClock(date),
  zoom: true,
};

export default function ZoomSynchronizedSensors() {
  // One zoom state, read and written by both charts.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'time', start: 50, end: 70 },
  ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 6', minHeight: 200 }}>
        <LineChartPro
          xAxis={[timeAxis]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
          series={[
            {
              data: rackTemperature,
              label: 'Temperature',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
            },
          ]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
        />
      </Box>
      <Box sx={{ width: '100%', aspectRatio: '16 / 6', minHeight: 200 }}>
        <LineChartPro
          xAxis={[timeAxis]}
          yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
          series={[
            {
              data: roomHumidity,
              label: 'Humidity',
              color: '#14b8a6',
              showMark: false,
              area: true,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(1)}%`),
            },
          ]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
        />
      </Box>
    </Stack>
  );
}
