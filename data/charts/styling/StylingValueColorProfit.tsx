import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';
import { monthlyProfit, months } from './stylingData';

type ColorBy = 'value' | 'category' | 'series';

export default function StylingValueColorProfit() {
  const labelId = React.useId();
  const [colorBy, setColorBy] = React.useState<ColorBy>('value');

  const xAxis: XAxis<'band'> = { scaleType: 'band', data: months };
  const yAxis: YAxis<'linear'> = { valueFormatter: (value: number) => `$${value}k` };
  if (colorBy === 'category') {
    // Summer months, when two shops close, in amber; the rest in slate.
    xAxis.colorMap = {
      type: 'ordinal',
      values: ['Jun', 'Jul', 'Aug'],
      colors: ['#f59e0b', '#f59e0b', '#f59e0b'],
      unknownColor: '#64748b',
    };
  } else if (colorBy === 'value') {
    // Losses in red, profits in green.
    yAxis.colorMap = { type: 'piecewise', thresholds: [0], colors: ['#ef4444', '#22c55e'] };
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} component="span" variant="body2">
          Color by
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={colorBy}
          onChange={(_, next: ColorBy | null) => next && setColorBy(next)}
          aria-labelledby={labelId}
        >
          <ToggleButton value="value">value (y)</ToggleButton>
          <ToggleButton value="category">month (x)</ToggleButton>
          <ToggleButton value="series">series</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          xAxis={[xAxis]}
          yAxis={[yAxis]}
          series={[
            {
              data: monthlyProfit,
              label: 'Operating profit',
              valueFormatter: (value) => (value == null ? '' : `$${value.toFixed(1)}k`),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
