import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';
import {
  ChartsTooltipContainer,
  ChartsTooltipProps,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Revenue in thousands of US dollars, per sales region.
const regions = [
  { id: 'emea', label: 'Europe', data: [412, 455, 398, 521] },
  { id: 'amer', label: 'Americas', data: [508, 532, 560, 610] },
  { id: 'apac', label: 'Asia-Pacific', data: [276, 301, 344, 389] },
];

const yearTotals = new Map(
  regions.map((region) => [region.id, region.data.reduce((sum, value) => sum + value, 0)]),
);

const kusd = (value: number | null) => (value == null ? '' : `$${value}k`);

// Replaces the `legend` slot: the same series, with the total of the year.
function RegionLegend() {
  const { items } = useLegend();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: item.color }}
          />
          <Typography variant="body2">
            {item.label}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {kusd(yearTotals.get(String(item.seriesId)) ?? null)} this year
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// Replaces the `tooltip` slot: keeps the positioning of the default container,
// renders its own content from the hovered quarter.
function QuarterTooltip(props: ChartsTooltipProps) {
  const axes = useAxesTooltip();
  const quarter = axes?.[0];

  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      {quarter ? (
        <Paper elevation={4} sx={{ px: 1.5, py: 1, minWidth: 160 }}>
          <Typography variant="subtitle2" component="p">
            {quarter.axisFormattedValue} 2025
          </Typography>
          {quarter.seriesItems.map((item) => (
            <Typography variant="body2" key={item.seriesId} sx={{ display: 'flex', gap: 1 }}>
              <Box component="span" sx={{ flex: 1 }}>
                {item.formattedLabel}
              </Box>
              <strong>{item.formattedValue}</strong>
            </Typography>
          ))}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Total{' '}
            {kusd(
              quarter.seriesItems.reduce((sum, item) => sum + (Number(item.value) || 0), 0),
            )}
          </Typography>
        </Paper>
      ) : null}
    </ChartsTooltipContainer>
  );
}

export default function SlotsRegionRevenueChart() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ data: quarters, scaleType: 'band' }]}
        yAxis={[{ valueFormatter: kusd, width: 56 }]}
        series={regions.map((region) => ({ ...region, valueFormatter: kusd }))}
        slots={{ legend: RegionLegend, tooltip: QuarterTooltip }}
      />
    </Box>
  );
}
