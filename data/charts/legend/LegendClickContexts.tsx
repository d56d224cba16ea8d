import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { LegendItemContext } from '@mui/x-charts/ChartsLegend';

// Parcels delivered per depot and the share delivered late, last week.
const depots = ['North', 'Harbour', 'Airport', 'Central', 'East'];
const delivered = [4_210, 3_880, 5_120, 6_340, 2_970];
const lateShare = [3.1, 7.8, 4.6, 12.4, 5.9];

export default function LegendClickContexts() {
  const [log, setLog] = React.useState('Click an entry in either legend.');

  const handleClick = (_event: React.MouseEvent<HTMLButtonElement>, context: LegendItemContext, index: number) =>
    setLog(`index: ${index}\ncontext: ${JSON.stringify(context, null, 2)}`);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        <Box sx={{ width: '100%', height: 260 }}>
          <BarChart
            xAxis={[{ scaleType: 'band', data: depots }]}
            series={[
              { id: 'delivered', data: delivered, label: 'Parcels delivered' },
              { id: 'target', data: [4_500, 4_000, 5_000, 6_000, 3_200], label: 'Weekly target' },
            ]}
            slotProps={{ legend: { onItemClick: handleClick } }}
          />
        </Box>
        <Box sx={{ width: '100%', height: 220 }}>
          <BarChart
            xAxis={[{ scaleType: 'band', data: depots }]}
            yAxis={[
              {
                valueFormatter: (value: number) => `${value}%`,
                colorMap: { type: 'piecewise', thresholds: [5, 10], colors: ['#16a34a', '#f59e0b', '#dc2626'] },
              },
            ]}
            series={[{ data: lateShare, label: 'Late deliveries' }]}
            slots={{ legend: PiecewiseColorLegend }}
            slotProps={{
              legend: {
                axisDirection: 'y',
                // Every piece is a button once the legend is clickable, so each needs its own label.
                labelPosition: 'end',
                labelFormatter: ({ min, max }) =>
                  min === null ? `under ${max}%` : max === null ? `${min}% or more` : `${min}–${max}%`,
                onItemClick: handleClick,
              },
            }}
          />
        </Box>
      </Stack>
      <Typography
        component="pre"
        variant="body2"
        sx={{ flex: 1, minWidth: 0, m: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {log}
      </Typography>
    </Stack>
  );
}
