import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// A greenhouse sensor over one day, one reading per hour.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const temperature = hours.map((hour) => Math.round((17 + 10 * Math.sin(((hour - 8) / 24) * 2 * Math.PI)) * 10) / 10);
const humidity = hours.map((hour) => Math.round(68 - 22 * Math.sin(((hour - 8) / 24) * 2 * Math.PI)));

type AxisId = 'temperature' | 'humidity';

export default function LegendSelectAxisGreenhouse() {
  const [axisId, setAxisId] = React.useState<AxisId>('temperature');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Axis shown in the legend"
        value={axisId}
        onChange={(_event, value: AxisId | null) => value && setAxisId(value)}
      >
        <ToggleButton value="temperature">axisId: &apos;temperature&apos;</ToggleButton>
        <ToggleButton value="humidity">axisId: &apos;humidity&apos;</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', height: 320 }}>
        <LineChart
          xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
          yAxis={[
            {
              id: 'temperature',
              position: 'left',
              valueFormatter: (value: number) => `${value} °C`,
              colorMap: { type: 'piecewise', thresholds: [12, 24], colors: ['#0284c7', '#16a34a', '#dc2626'] },
            },
            {
              id: 'humidity',
              position: 'right',
              valueFormatter: (value: number) => `${value}%`,
              colorMap: { type: 'piecewise', thresholds: [50, 80], colors: ['#ca8a04', '#16a34a', '#7c3aed'] },
            },
          ]}
          series={[
            { data: temperature, label: 'Temperature', yAxisId: 'temperature', showMark: false },
            { data: humidity, label: 'Humidity', yAxisId: 'humidity', showMark: false },
          ]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              // Both axes have a color map: the legend names the one to explain.
              axisDirection: 'y',
              axisId,
              position: { vertical: 'top', horizontal: 'center' },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
