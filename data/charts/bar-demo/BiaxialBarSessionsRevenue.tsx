import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { revenue, sessions, weeks } from './barGalleryData';

// Sessions are read on the left axis, revenue on the right one.
export default function BiaxialBarSessionsRevenue() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: weeks, scaleType: 'band' }]}
        yAxis={[
          {
            id: 'sessions',
            position: 'left',
            width: 48,
            valueFormatter: (value: number) => `${value}k`,
          },
          {
            id: 'revenue',
            position: 'right',
            width: 52,
            valueFormatter: (value: number) => `$${value}k`,
          },
        ]}
        series={[
          {
            label: 'Sessions',
            data: sessions,
            yAxisId: 'sessions',
            valueFormatter: (value: number | null) => `${value}k sessions`,
          },
          {
            label: 'Revenue',
            data: revenue,
            yAxisId: 'revenue',
            valueFormatter: (value: number | null) => `$${value}k`,
          },
        ]}
      />
    </Box>
  );
}
