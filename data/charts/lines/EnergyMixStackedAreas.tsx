import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { energyMix, months } from './linesClimateData';

type Offset = 'none' | 'expand';

const sources = [
  { id: 'solar', label: 'Solar', data: energyMix.solar },
  { id: 'wind', label: 'Wind', data: energyMix.wind },
  { id: 'hydro', label: 'Hydro', data: energyMix.hydro },
  { id: 'gas', label: 'Gas', data: energyMix.gas },
];

export default function EnergyMixStackedAreas() {
  const [offset, setOffset] = React.useState<Offset>('none');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        aria-label="stackOffset"
        onChange={(_, next: Offset | null) => next && setOffset(next)}
      >
        <ToggleButton value="none">GWh (none)</ToggleButton>
        <ToggleButton value="expand">Share (expand)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChart
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[
            {
              width: 56,
              valueFormatter: (value: number) =>
                offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
            },
          ]}
          series={sources.map((source) => ({
            ...source,
            stack: 'generation',
            area: true,
            showMark: false,
            stackOffset: offset,
            valueFormatter: (value: number | null) => `${value} GWh`,
          }))}
        />
      </Box>
    </Stack>
  );
}
