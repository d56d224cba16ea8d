import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { trafficSources } from './pieDemoData';

function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={12} height={12} aria-hidden>
      <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={color} />
    </svg>
  );
}

function PinMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={12} height={12} aria-hidden>
      <circle cx={6} cy={5} r={4} fill={color} />
      <path d="M3 7 L6 12 L9 7 Z" fill={color} />
    </svg>
  );
}

// Paid channels get a diamond, earned channels a pin, direct visits a line.
const marks = {
  search: PinMark,
  direct: 'line',
  social: PinMark,
  email: DiamondMark,
  ads: DiamondMark,
} as const;

export default function TrafficSourcesCustomMark() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: trafficSources.map((item) => ({
              ...item,
              labelMarkType: marks[item.id as keyof typeof marks],
            })),
            innerRadius: 30,
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visits`,
          },
        ]}
      />
    </Box>
  );
}
