import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { climateBySensor } from './scatterData';

export default function SensorClimateScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ScatterChart
        series={climateBySensor.map(({ sensor, points }) => ({
          id: sensor,
          label: sensor,
          data: points,
          valueFormatter: (point) => point && `${point.x} °C, ${point.y}% RH`,
        }))}
        xAxis={[{ label: 'Temperature (°C)' }]}
        yAxis={[{ label: 'Relative humidity (%)', width: 56 }]}
      />
    </Box>
  );
}
