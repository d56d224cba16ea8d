import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLegend } from '@mui/x-charts/hooks';

// Electricity produced in a region, GWh per quarter of 2024, by source.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const sources = [
  { id: 'wind', label: 'Wind', data: [412, 298, 251, 447] },
  { id: 'solar', label: 'Solar', data: [88, 231, 264, 71] },
  { id: 'hydro', label: 'Hydro', data: [176, 214, 158, 169] },
  { id: 'gas', label: 'Gas', data: [305, 190, 221, 318] },
];
const yearTotal = new Map(sources.map((source) => [source.id, source.data.reduce((a, b) => a + b, 0)]));

// Rendered in the chart's `legend` slot: the items come from the chart, the totals from our data.
function TotalsLegend() {
  const { items } = useLegend();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'auto 1fr auto', columnGap: 1, rowGap: 0.5, alignItems: 'center', minWidth: 150 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'contents' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}>
            {yearTotal.get(String(item.seriesId))?.toLocaleString('en-US')} GWh
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function LegendSlotEnergyTotals() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Legend: source and 2024 total
      </Typography>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: quarters }]}
          series={sources.map((source) => ({ ...source, stack: 'mix', area: true, showMark: false }))}
          slots={{ legend: TotalsLegend }}
          slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
        />
      </Box>
    </Stack>
  );
}
