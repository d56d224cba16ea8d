import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { closingPrices } from './lineGalleryData';

const days = closingPrices.map((_, index) => `Day ${index + 1}`);

export default function TinyLineShareCard() {
  const first = closingPrices[0];
  const last = closingPrices[closingPrices.length - 1];
  const change = ((last - first) / first) * 100;
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        NWND, last 30 days
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        ${last.toFixed(2)}{' '}
        <Typography component="span" variant="body2" color="success.main">
          +{change.toFixed(1)}%
        </Typography>
      </Typography>
      <Box sx={{ width: '100%', height: 64 }}>
        <LineChart
          xAxis={[{ data: days, scaleType: 'point', position: 'none' }]}
          yAxis={[{ position: 'none' }]}
          series={[
            {
              data: closingPrices,
              label: 'Close',
              showMark: false,
              curve: 'linear',
              valueFormatter: (value: number | null) => `$${value?.toFixed(2)}`,
            },
          ]}
          margin={2}
          hideLegend
        />
      </Box>
    </Paper>
  );
}
