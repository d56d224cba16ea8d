import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { streamingHours, weeks } from './stackingData';

const genres = [
  { id: 'pop', label: 'Pop', data: streamingHours.pop },
  { id: 'rock', label: 'Rock', data: streamingHours.rock },
  { id: 'hipHop', label: 'Hip-hop', data: streamingHours.hipHop },
  { id: 'electronic', label: 'Electronic', data: streamingHours.electronic },
  { id: 'classical', label: 'Classical', data: streamingHours.classical },
];

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle', 'diverging'];

export default function StreamingStackOffset() {
  const [offset, setOffset] = React.useState<StackOffsetType>('none');
  // A streamgraph reads best with the inside-out order; the other offsets keep the series order.
  const order: StackOrderType = offset === 'wiggle' || offset === 'silhouette' ? 'insideOut' : 'none';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={offset}
        onChange={(event) => setOffset(event.target.value as StackOffsetType)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 200 }}
      >
        {offsets.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </TextField>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChart
          xAxis={[{ data: weeks, scaleType: 'point' }]}
          yAxis={[
            {
              width: 48,
              valueFormatter: (value: number) =>
                offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`,
            },
          ]}
          series={genres.map((genre) => ({
            ...genre,
            stack: 'streams',
            area: true,
            showMark: false,
            stackOffset: offset,
            stackOrder: order,
            valueFormatter: (value: number | null) => `${value}M hours`,
          }))}
        />
      </Box>
    </Stack>
  );
}
