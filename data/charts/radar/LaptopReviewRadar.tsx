import * as React from 'react';
import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopReview } from './radarData';

export default function LaptopReviewRadar() {
  return (
    <Box sx={{ width: '100%', maxWidth: 480, aspectRatio: '1 / 1', mx: 'auto' }}>
      <RadarChart
        radar={{ metrics: laptopReview.metrics, max: 10 }}
        series={[
          {
            label: 'Review score',
            data: laptopReview.scores,
            valueFormatter: (value) => `${value} / 10`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
