import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { months, netResult } from './barGalleryData';

const dollars = (value: number | null) =>
  value == null ? '' : `${value < 0 ? '−' : ''}$${Math.abs(value)}k`;

export default function PositiveNegativeNetResult() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: months, scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => dollars(value), width: 52 }]}
        series={[
          { label: 'Hardware', data: netResult.hardware, valueFormatter: dollars },
          { label: 'Subscriptions', data: netResult.subscriptions, valueFormatter: dollars },
        ]}
      >
        <ChartsReferenceLine y={0} />
      </BarChart>
    </Box>
  );
}
