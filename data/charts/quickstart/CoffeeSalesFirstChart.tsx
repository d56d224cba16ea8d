import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export default function CoffeeSalesFirstChart() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 240 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
        series={[
          { label: 'Espresso', data: [84, 91, 78, 95, 102, 140, 126] },
          { label: 'Cappuccino', data: [62, 58, 66, 71, 80, 121, 117] },
        ]}
      />
    </Box>
  );
}
