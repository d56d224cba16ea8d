import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';
import { visitorsByEntrance, weeks } from './highlightingData';

export default function HighlightingAxisMuseum() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label="axisHighlight.x"
          value={x}
          onChange={(event) => setX(event.target.value as ChartsAxisHighlightType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          <option value="none">none</option>
          <option value="line">line</option>
          <option value="band">band</option>
        </TextField>
        <TextField
          select
          size="small"
          label="axisHighlight.y"
          value={y}
          onChange={(event) => setY(event.target.value as ChartsAxisHighlightType)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 150 }}
        >
          <option value="none">none</option>
          <option value="line">line</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChart
          // A band highlight needs a band axis; a point axis only supports lines.
          xAxis={[{ scaleType: x === 'band' ? 'band' : 'point', data: weeks }]}
          series={visitorsByEntrance.map((entrance) => ({
            ...entrance,
            valueFormatter: (value: number | null) =>
              value == null ? '' : `${value.toLocaleString('en-US')} visitors`,
          }))}
          axisHighlight={{ x, y }}
        />
      </Box>
    </Stack>
  );
}
