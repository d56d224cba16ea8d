import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { cuppingAttributes, cuppingScores } from './radarData';

type Highlight = 'axis' | 'series' | 'none';

export default function CoffeeCuppingRadarHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);
  const bean = cuppingScores.find((item) => item.id === highlightedItem?.seriesId);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="highlight"
        value={highlight}
        onChange={(event) => {
          setHighlight(event.target.value as Highlight);
          setHighlightedItem(null);
        }}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 200 }}
      >
        <option value="axis">axis (default)</option>
        <option value="series">series</option>
        <option value="none">none</option>
      </TextField>
      <Box sx={{ width: '100%', maxWidth: 520, aspectRatio: '1 / 1', mx: 'auto' }}>
        <RadarChart
          highlight={highlight}
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
          radar={{ metrics: cuppingAttributes, max: 10 }}
          series={cuppingScores.map((item) => ({ ...item, fillArea: true }))}
          slotProps={{ tooltip: { trigger: highlight === 'series' ? 'item' : 'axis' } }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        {`highlightedItem: ${JSON.stringify(highlightedItem)}`}
        <br />
        {bean ? `${bean.label}: ${bean.data.reduce((sum, value) => sum + value, 0).toFixed(1)} points in total` : ' '}
      </Typography>
    </Stack>
  );
}
