import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { pumpReadings } from './scatterDemoData';

export default function PumpVibrationScatter() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ScatterChart
        series={[
          {
            label: 'Reading',
            data: pumpReadings,
            markerSize: 3,
            valueFormatter: (point) => point && `${point.x} mm/s at ${point.y} °C`,
          },
        ]}
        xAxis={[{ label: 'Vibration (mm/s RMS)' }]}
        yAxis={[{ label: 'Bearing temperature (°C)', width: 56 }]}
        grid={{ horizontal: true, vertical: true }}
        hideLegend
      />
    </Box>
  );
}
