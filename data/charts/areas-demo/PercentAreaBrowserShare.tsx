import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { browserShare, years } from './areaGalleryData';

const browsers = [
  { label: 'Chrome', data: browserShare.chrome },
  { label: 'Safari', data: browserShare.safari },
  { label: 'Edge', data: browserShare.edge },
  { label: 'Firefox', data: browserShare.firefox },
  { label: 'Other', data: browserShare.other },
];

export default function PercentAreaBrowserShare() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%`, width: 48 }]}
        series={browsers.map((browser) => ({
          ...browser,
          stack: 'share',
          stackOffset: 'expand',
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => `${value}%`,
        }))}
      />
    </Box>
  );
}
