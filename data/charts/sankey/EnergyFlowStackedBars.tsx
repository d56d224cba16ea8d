import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Flows of a country's primary energy in one year (TWh), from source to end use.
const sources = ['Natural gas', 'Oil', 'Nuclear', 'Renewables', 'Coal'];
const uses = ['Homes', 'Industry', 'Transport', 'Losses'];
const flows: Record<string, number[]> = {
  // One row per source, one value per use, in the order of `uses`.
  'Natural gas': [310, 240, 10, 190],
  Oil: [40, 90, 520, 60],
  Nuclear: [120, 95, 5, 380],
  Renewables: [150, 110, 45, 60],
  Coal: [10, 85, 0, 140],
};

type View = 'source' | 'use';

export default function EnergyFlowStackedBars() {
  const [view, setView] = React.useState<View>('source');

  // Each bar is one end of the flows; its segments are the other end.
  const categories = view === 'source' ? sources : uses;
  const segments = view === 'source' ? uses : sources;
  const series = segments.map((segment, segmentIndex) => ({
    label: segment,
    stack: 'flows',
    data: categories.map((category, categoryIndex) =>
      view === 'source' ? flows[category][segmentIndex] : flows[segment][categoryIndex],
    ),
    valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
  }));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Group the flows by"
      >
        <ToggleButton value="source">By source</ToggleButton>
        <ToggleButton value="use">By end use</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', height: 380 }}>
        <BarChart
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: categories, width: 90 }]}
          xAxis={[{ label: 'TWh' }]}
          series={series}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        />
      </Box>
    </Stack>
  );
}
