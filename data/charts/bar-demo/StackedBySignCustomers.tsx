import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { customerMoves, plans } from './barGalleryData';

const customers = (value: number | null) =>
  value == null || value === 0 ? '–' : `${value > 0 ? '+' : '−'}${Math.abs(value)}`;

// The default 'diverging' offset stacks gains above zero and losses below it.
export default function StackedBySignCustomers() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: plans, scaleType: 'band' }]}
        yAxis={[{ width: 48 }]}
        series={[
          { label: 'New sign-ups', data: customerMoves.newSignups, stack: 'moves', valueFormatter: customers },
          { label: 'Upgrades', data: customerMoves.upgrades, stack: 'moves', valueFormatter: customers },
          { label: 'Downgrades', data: customerMoves.downgrades, stack: 'moves', valueFormatter: customers },
          {
            label: 'Cancellations',
            data: customerMoves.cancellations,
            stack: 'moves',
            valueFormatter: customers,
          },
        ]}
      >
        <ChartsReferenceLine y={0} />
      </BarChart>
    </Box>
  );
}
