import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';
import { formatThousands, months, monthlyResult } from './barsRevenueData';

type Mode = 'piecewise' | 'continuous' | 'ordinal';

export default function ProfitColorScaleBars() {
  const theme = useTheme();
  const [mode, setMode] = React.useState<Mode>('piecewise');

  const xAxis: XAxis<'band'> = {
    data: months,
    scaleType: 'band',
    // Ordinal: one colour per quarter, matched on the category value.
    colorMap:
      mode === 'ordinal'
        ? {
            type: 'ordinal',
            values: months,
            colors: months.map((_, index) =>
              [
                theme.palette.primary.main,
                theme.palette.secondary.main,
                theme.palette.warning.main,
                theme.palette.info.main,
              ][Math.floor(index / 3)],
            ),
          }
        : undefined,
  };

  const yAxis: YAxis<'linear'> = {
    valueFormatter: (value: number) => formatThousands(value),
    width: 60,
    colorMap:
      mode === 'piecewise'
        ? {
            type: 'piecewise',
            thresholds: [0],
            colors: [theme.palette.error.main, theme.palette.success.main],
          }
        : mode === 'continuous'
          ? {
              type: 'continuous',
              min: -50,
              max: 180,
              color: [theme.palette.error.light, theme.palette.success.dark],
            }
          : undefined,
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="Color map type"
        onChange={(_, next: Mode | null) => next && setMode(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="piecewise">piecewise (y)</ToggleButton>
        <ToggleButton value="continuous">continuous (y)</ToggleButton>
        <ToggleButton value="ordinal">ordinal (x)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <BarChart
          xAxis={[xAxis]}
          yAxis={[yAxis]}
          series={[
            { label: 'Operating result', data: monthlyResult, valueFormatter: formatThousands },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
