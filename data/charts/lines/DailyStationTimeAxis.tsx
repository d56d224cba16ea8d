import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { dailyReadings, formatCelsius } from './linesClimateData';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

// 366 readings: a `utc` time axis spaces them by date, and marks are turned off.
export default function DailyStationTimeAxis() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        dataset={dailyReadings}
        xAxis={[
          {
            dataKey: 'date',
            scaleType: 'utc',
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? monthFormat.format(value) : dayFormat.format(value),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
        series={[
          {
            dataKey: 'temperature',
            label: 'Daily mean',
            showMark: false,
            curve: 'linear',
            valueFormatter: formatCelsius,
          },
          {
            dataKey: 'weekly',
            label: '7-day average',
            showMark: false,
            valueFormatter: formatCelsius,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
