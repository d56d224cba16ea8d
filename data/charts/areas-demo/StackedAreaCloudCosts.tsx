import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { cloudCosts, months } from './areaGalleryData';

const dollars = (value: number | null) => `$${value?.toLocaleString('en-US')}`;

const services = [
  { label: 'Compute', data: cloudCosts.compute },
  { label: 'Database', data: cloudCosts.database },
  { label: 'Storage', data: cloudCosts.storage },
  { label: 'Network', data: cloudCosts.network },
];

export default function StackedAreaCloudCosts() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k`, width: 48 }]}
        series={services.map((service) => ({
          ...service,
          stack: 'bill',
          area: true,
          showMark: false,
          valueFormatter: dollars,
        }))}
      />
    </Box>
  );
}
