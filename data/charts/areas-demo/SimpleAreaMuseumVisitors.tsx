import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { days, museumVisitors } from './areaGalleryData';

export default function SimpleAreaMuseumVisitors() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: days, scaleType: 'point' }]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            label: 'Visitors',
            data: museumVisitors,
            area: true,
            showMark: false,
            valueFormatter: (value: number | null) => `${value?.toLocaleString('en-US')} visitors`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
