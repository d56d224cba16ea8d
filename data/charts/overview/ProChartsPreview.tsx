import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const slots = ['Morning', 'Noon', 'Evening'];

// Bookings of a climbing gym per day and time slot: [x index, y index, value].
const bookings: [number, number, number][] = [
  [0, 0, 12], [0, 1, 30], [0, 2, 64],
  [1, 0, 9], [1, 1, 26], [1, 2, 71],
  [2, 0, 14], [2, 1, 33], [2, 2, 58],
  [3, 0, 11], [3, 1, 29], [3, 2, 77],
  [4, 0, 18], [4, 1, 41], [4, 2, 45],
];

export default function ProChartsPreview() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        width: '100%',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          Heatmap: gym bookings
        </Typography>
        <Box sx={{ width: '100%', height: 220 }}>
          <Heatmap
            xAxis={[{ data: days }]}
            yAxis={[{ data: slots, width: 64 }]}
            series={[{ data: bookings, label: 'Bookings' }]}
            margin={8}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          Funnel: online checkout
        </Typography>
        <Box sx={{ width: '100%', height: 220 }}>
          <FunnelChart
            series={[
              {
                data: [
                  { value: 5200, label: 'Visited' },
                  { value: 2100, label: 'Added to cart' },
                  { value: 940, label: 'Checkout' },
                  { value: 610, label: 'Paid' },
                ],
              },
            ]}
            hideLegend
            margin={8}
          />
        </Box>
      </Paper>
    </Box>
  );
}
