import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { dailyOrders } from './barGalleryData';

// A tiny bar chart inside a KPI card: no axes, no legend, no margin.
export default function TinyBarDailyOrders() {
  const total = dailyOrders.reduce((sum, value) => sum + value, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        Orders, last 14 days
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {total.toLocaleString('en-US')}
      </Typography>
      <Box sx={{ width: '100%', height: 72 }}>
        <BarChart
          series={[{ data: dailyOrders, label: 'Orders' }]}
          xAxis={[{ scaleType: 'band', data: dailyOrders.map((_, index) => `Day ${index + 1}`), position: 'none', categoryGapRatio: 0.3 }]}
          yAxis={[{ position: 'none' }]}
          margin={0}
          hideLegend
          borderRadius={2}
        />
      </Box>
    </Paper>
  );
}
