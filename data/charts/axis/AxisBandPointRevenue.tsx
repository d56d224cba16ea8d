import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompactDollars, formatDollars, months, revenueByRegion } from './axisData';

type Scale = 'band' | 'point';
type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function AxisBandPointRevenue() {
  const [scaleType, setScaleType] = React.useState<Scale>('band');
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          slotProps={{ select: { native: true } }}
          label="scaleType"
          value={scaleType}
          onChange={(event) => setScaleType(event.target.value as Scale)}
          sx={{ minWidth: 140 }}
        >
          <option value="band">band</option>
          <option value="point">point</option>
        </TextField>
        <TextField
          select
          size="small"
          slotProps={{ select: { native: true } }}
          label="tickPlacement"
          value={tickPlacement}
          disabled={scaleType !== 'band'}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 160 }}
        >
          <option value="start">start</option>
          <option value="middle">middle</option>
          <option value="end">end</option>
          <option value="extremities">extremities</option>
        </TextField>
        <TextField
          select
          size="small"
          slotProps={{ select: { native: true } }}
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          disabled={scaleType !== 'band'}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 170 }}
        >
          <option value="middle">middle</option>
          <option value="tick">tick</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[
            scaleType === 'band'
              ? { scaleType: 'band', data: months, tickPlacement, tickLabelPlacement }
              : { scaleType: 'point', data: months },
          ]}
          yAxis={[{ valueFormatter: (value: number) => formatCompactDollars(value) }]}
          series={[
            {
              data: revenueByRegion.europe,
              label: 'Europe',
              valueFormatter: (value) => (value == null ? '' : formatDollars(value)),
            },
          ]}
          grid={{ vertical: true }}
        />
      </Box>
    </Stack>
  );
}
