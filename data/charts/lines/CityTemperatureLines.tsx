import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCelsius, madrid, months, oslo, sydney } from './linesClimateData';

export default function CityTemperatureLines() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
        series={[
          { label: 'Oslo', data: oslo, valueFormatter: formatCelsius },
          { label: 'Madrid', data: madrid, valueFormatter: formatCelsius },
          { label: 'Sydney', data: sydney, valueFormatter: formatCelsius },
        ]}
      />
    </Box>
  );
}
