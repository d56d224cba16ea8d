import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// A household's monthly spending, euros per category, first half of 2024.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendBasicHousehold() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [1_150, 1_150, 1_150, 1_180, 1_180, 1_180], label: 'Rent', stack: 'spend' },
          { data: [420, 388, 455, 402, 431, 476], label: 'Groceries', stack: 'spend' },
          { data: [96, 88, 71, 54, 41, 38], label: 'Energy', stack: 'spend' },
          // No label: this series is drawn but gets no legend entry.
          { data: [35, 12, 60, 18, 44, 25], stack: 'spend', color: '#9e9e9e' },
        ]}
      />
    </Box>
  );
}
