import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import type { ChartsAxisData } from '@mui/x-charts/models';
import { months, orders } from './compositionData';

export default function CompositionAxisClickOrders() {
  const [clicked, setClicked] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ChartContainer
          xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
          yAxis={[{ id: 'orders', valueFormatter: (value: number) => `${value / 1000}k` }]}
          series={[{ type: 'bar', id: 'orders', label: 'Orders', data: orders }]}
          onAxisClick={(_event, data) => setClicked(data)}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="band" />
        </ChartContainer>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Last axis click"
        sx={{ m: 0, p: 1, height: 64, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap' }}
      >
        {clicked ? `onAxisClick: ${JSON.stringify(clicked)}` : 'Click a month.'}
      </Box>
    </Stack>
  );
}
