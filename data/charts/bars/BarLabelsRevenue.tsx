import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarItem, type BarLabelContext } from '@mui/x-charts/BarChart';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

type LabelMode = 'none' | 'value' | 'custom';

// Writes "$1.27M" inside the bar, and nothing when the bar is too short to hold the text.
const customLabel = (item: BarItem, context: BarLabelContext) =>
  context.bar.height < 28 ? null : formatThousands(item.value);

export default function BarLabelsRevenue() {
  const [mode, setMode] = React.useState<LabelMode>('custom');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="barLabel"
        onChange={(_, next: LabelMode | null) => next && setMode(next)}
      >
        <ToggleButton value="none">No labels</ToggleButton>
        <ToggleButton value="value">&quot;value&quot;</ToggleButton>
        <ToggleButton value="custom">Function</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          xAxis={[{ data: quarters, scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 60 }]}
          series={[
            {
              label: 'North America',
              data: quarterlyRevenue.northAmerica,
              stack: 'total',
              valueFormatter: formatThousands,
            },
            {
              label: 'Europe',
              data: quarterlyRevenue.europe,
              stack: 'total',
              valueFormatter: formatThousands,
            },
            {
              label: 'Asia Pacific',
              data: quarterlyRevenue.asiaPacific,
              stack: 'total',
              valueFormatter: formatThousands,
            },
          ]}
          barLabel={mode === 'none' ? undefined : mode === 'value' ? 'value' : customLabel}
        />
      </Box>
    </Stack>
  );
}
