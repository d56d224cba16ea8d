import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { pageViews, visitors, weekdays } from './barGalleryData';

const thousands = (value: number | null) => `${value}k`;

export default function SimpleBarPageViews() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <BarChart
        xAxis={[{ data: weekdays, scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k`, width: 44 }]}
        series={[
          { label: 'Page views', data: pageViews, valueFormatter: thousands },
          { label: 'Visitors', data: visitors, valueFormatter: thousands },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
