import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  formatCompactDollars,
  formatDollars,
  marginPercent,
  months,
  ordersShipped,
  revenueByRegion,
} from './axisData';

type XPosition = 'bottom' | 'top' | 'none';
type SecondarySide = 'right' | 'left';

const totalRevenue = months.map(
  (_, index) =>
    revenueByRegion.europe[index] + revenueByRegion.americas[index] + revenueByRegion.asia[index],
);

export default function AxisMultipleSidesSales() {
  const [xPosition, setXPosition] = React.useState<XPosition>('bottom');
  const [secondarySide, setSecondarySide] = React.useState<SecondarySide>('right');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="x-axis position"
          value={xPosition}
          onChange={(event) => setXPosition(event.target.value as XPosition)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="bottom">bottom</option>
          <option value="top">top</option>
          <option value="none">none (hidden)</option>
        </TextField>
        <TextField
          select
          size="small"
          label="Margin and orders axes"
          value={secondarySide}
          onChange={(event) => setSecondarySide(event.target.value as SecondarySide)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="right">right</option>
          <option value="left">left, beside revenue</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 300 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: months, position: xPosition }]}
          yAxis={[
            {
              id: 'revenue',
              position: 'left',
              valueFormatter: (value: number) => formatCompactDollars(value),
            },
            {
              id: 'margin',
              position: secondarySide,
              min: 0,
              max: 50,
              valueFormatter: (value: number) => `${value}%`,
            },
            {
              id: 'orders',
              position: secondarySide,
              valueFormatter: (value: number) => value.toLocaleString('en-US'),
            },
          ]}
          series={[
            {
              yAxisId: 'revenue',
              data: totalRevenue,
              label: 'Revenue',
              valueFormatter: (value) => (value == null ? '' : formatDollars(value)),
            },
            {
              yAxisId: 'margin',
              data: marginPercent,
              label: 'Gross margin',
              valueFormatter: (value) => (value == null ? '' : `${value}%`),
            },
            {
              yAxisId: 'orders',
              data: ordersShipped,
              label: 'Orders shipped',
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
