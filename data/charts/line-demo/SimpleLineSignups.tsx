import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, signups } from './lineGalleryData';

const format = (value: number | null) => `${value?.toLocaleString('en-US')} sign-ups`;

export default function SimpleLineSignups() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ width: 48 }]}
        series={[
          { label: 'Web', data: signups.web, valueFormatter: format },
          { label: 'Mobile', data: signups.mobile, valueFormatter: format },
        ]}
      />
    </Box>
  );
}
