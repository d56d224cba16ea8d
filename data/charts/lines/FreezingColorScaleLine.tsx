import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { YAxis } from '@mui/x-charts/models';
import { formatCelsius, months, oslo } from './linesClimateData';

type Mode = 'piecewise' | 'continuous';

export default function FreezingColorScaleLine() {
  const theme = useTheme();
  const [mode, setMode] = React.useState<Mode>('piecewise');

  const yAxis: YAxis<'linear'> = {
    width: 40,
    valueFormatter: (value: number) => `${value}°`,
    colorMap:
      mode === 'piecewise'
        ? {
            type: 'piecewise',
            thresholds: [0, 15],
            colors: [theme.palette.info.main, theme.palette.success.main, theme.palette.error.main],
          }
        : {
            type: 'continuous',
            min: -3,
            max: 18,
            color: [theme.palette.info.main, theme.palette.error.main],
          },
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="Color map type"
        onChange={(_, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[yAxis]}
          series={[
            { label: 'Oslo', data: oslo, valueFormatter: formatCelsius },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
