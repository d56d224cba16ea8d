import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { teams, tickets } from './barGalleryData';

export default function StackedBarSupportTickets() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: teams, scaleType: 'band' }]}
        yAxis={[{ width: 44 }]}
        series={[
          { label: 'Low', data: tickets.low, stack: 'tickets' },
          { label: 'Normal', data: tickets.normal, stack: 'tickets' },
          { label: 'Urgent', data: tickets.urgent, stack: 'tickets' },
        ]}
      />
    </Box>
  );
}
