import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { appInstalls, quarters } from './stackingData';

const format = (value: number | null) => `${value}k installs`;

// Two stacks per quarter: one per app, each split by platform.
export default function AppInstallsStackGroups() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: quarters, scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k`, width: 48 }]}
        series={[
          { label: 'Budget · iOS', data: appInstalls.budgetIos, stack: 'budget', valueFormatter: format },
          {
            label: 'Budget · Android',
            data: appInstalls.budgetAndroid,
            stack: 'budget',
            valueFormatter: format,
          },
          {
            label: 'Fitness · iOS',
            data: appInstalls.fitnessIos,
            stack: 'fitness',
            valueFormatter: format,
          },
          {
            label: 'Fitness · Android',
            data: appInstalls.fitnessAndroid,
            stack: 'fitness',
            valueFormatter: format,
          },
        ]}
      />
    </Box>
  );
}
