import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function TickPlacementBars() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <BarChart
          xAxis={[{ data: quarters, scaleType: 'band', tickPlacement, tickLabelPlacement }]}
          yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 60 }]}
          series={[
            {
              label: 'Europe',
              data: quarterlyRevenue.europe,
              valueFormatter: formatThousands,
            },
          ]}
          grid={{ vertical: true }}
        />
      </Box>
    </Stack>
  );
}
