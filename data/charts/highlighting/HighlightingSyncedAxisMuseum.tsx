import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import { visitorsByEntrance, weeks } from './highlightingData';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

const totals = weeks.map((_, index) =>
  visitorsByEntrance.reduce((sum, entrance) => sum + entrance.data[index], 0),
);

export default function HighlightingSyncedAxisMuseum() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 6', minHeight: 180 }}>
        <LineChart
          xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
          series={visitorsByEntrance}
          axisHighlight={{ x: 'band' }}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={setHighlightedAxis}
          hideLegend
        />
      </Box>
      <Box sx={{ width: '100%', aspectRatio: '16 / 6', minHeight: 180 }}>
        <BarChart
          xAxis={[{ id: 'weeks', data: weeks }]}
          yAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
          series={[{ id: 'total', label: 'All entrances', data: totals, color: '#8b5cf6' }]}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={setHighlightedAxis}
          hideLegend
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Highlighted axis state"
        sx={{ m: 0, p: 1, height: 44, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {`highlightedAxis = ${JSON.stringify(highlightedAxis)}`}
      </Box>
    </Stack>
  );
}
