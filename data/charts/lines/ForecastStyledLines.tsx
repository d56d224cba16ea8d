import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  LineChart,
  areaElementClasses,
  lineElementClasses,
  markElementClasses,
} from '@mui/x-charts/LineChart';
import { formatCelsius, months } from './linesClimateData';

// Measured until August, forecast afterwards; the forecast repeats August so the lines meet.
const measured = [7.1, 8.6, 11.9, 13.8, 18.0, 23.9, 26.4, 26.1, null, null, null, null];
const forecast = [null, null, null, null, null, null, null, 26.1, 21.4, 15.8, 10.3, 7.2];

export default function ForecastStyledLines() {
  const theme = useTheme();
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
        series={[
          {
            id: 'measured',
            label: 'Measured 2025',
            data: measured,
            area: true,
            color: theme.palette.primary.main,
            valueFormatter: formatCelsius,
          },
          {
            id: 'forecast',
            label: 'Forecast',
            data: forecast,
            color: theme.palette.primary.main,
            showMark: false,
            valueFormatter: formatCelsius,
          },
        ]}
        sx={{
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '8 6', strokeWidth: 2 },
          [`& .${areaElementClasses.root}`]: { fillOpacity: 0.15 },
          [`& .${markElementClasses.root}`]: { strokeWidth: 2 },
        }}
      />
    </Box>
  );
}
