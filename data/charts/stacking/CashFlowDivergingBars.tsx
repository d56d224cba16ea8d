import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { cashFlow, months } from './stackingData';

type Offset = 'diverging' | 'none';

const euros = (value: number | null) =>
  value == null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

const flows = [
  { label: 'Sales', data: cashFlow.sales },
  { label: 'Services', data: cashFlow.services },
  { label: 'Payroll', data: cashFlow.payroll },
  { label: 'Rent', data: cashFlow.rent },
  { label: 'Marketing', data: cashFlow.marketing },
];

export default function CashFlowDivergingBars() {
  const [offset, setOffset] = React.useState<Offset>('diverging');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        aria-label="stackOffset"
        onChange={(_, next: Offset | null) => next && setOffset(next)}
      >
        <ToggleButton value="diverging">diverging</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          xAxis={[{ data: months, scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (value: number) => euros(value), width: 60 }]}
          series={flows.map((flow) => ({
            ...flow,
            stack: 'cash',
            stackOffset: offset,
            valueFormatter: euros,
          }))}
          grid={{ horizontal: true }}
        />
      </Box>
    </Stack>
  );
}
