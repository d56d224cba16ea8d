import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { actual, budget, months } from './lineGalleryData';

const dollars = (value: number | null) => `$${value}k`;

export default function DashedLineBudget() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}k`, width: 48 }]}
        series={[
          {
            id: 'budget',
            label: 'Budget',
            data: budget,
            curve: 'stepAfter',
            showMark: false,
            valueFormatter: dollars,
          },
          { id: 'actual', label: 'Actual spend', data: actual, valueFormatter: dollars },
        ]}
        sx={{
          [`& .${lineElementClasses.series}-budget`]: { strokeDasharray: '6 4' },
          [`& .${markElementClasses.series}-actual`]: { strokeWidth: 2 },
        }}
      />
    </Box>
  );
}
