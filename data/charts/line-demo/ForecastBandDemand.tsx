import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme, alpha } from '@mui/material/styles';
import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';
import { demandSeries, forecastDays } from './lineGalleryData';

const mwh = (value: number | null) => (value == null ? null : `${value} MWh`);

// The band is a stack of two areas: an invisible one up to the low bound, then the spread.
export default function ForecastBandDemand() {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const { actual, forecast, low, spread } = demandSeries;

  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[{ data: forecastDays, scaleType: 'point' }]}
        yAxis={[{ min: 300, max: 600, width: 64, label: 'MWh' }]}
        series={[
          {
            id: 'low',
            data: low,
            stack: 'band',
            area: true,
            showMark: false,
            color,
            valueFormatter: () => null,
          },
          {
            id: 'spread',
            label: 'Forecast range',
            data: spread,
            stack: 'band',
            area: true,
            showMark: false,
            color,
            valueFormatter: (value, { dataIndex }) => {
              const bottom = low[dataIndex];
              return value == null || bottom == null ? null : `${bottom}–${bottom + value} MWh`;
            },
          },
          { id: 'actual', label: 'Measured', data: actual, showMark: false, color, valueFormatter: mwh },
          {
            id: 'forecast',
            label: 'Forecast',
            data: forecast,
            showMark: false,
            color,
            valueFormatter: mwh,
          },
        ]}
        sx={{
          [`& .${areaElementClasses.series}-low`]: { fill: 'none' },
          [`& .${lineElementClasses.series}-low, & .${lineElementClasses.series}-spread`]: {
            display: 'none',
          },
          [`& .${areaElementClasses.series}-spread`]: { fill: alpha(color, 0.2) },
          [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 4' },
        }}
      />
    </Box>
  );
}
