import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { dollars, months, shopRevenue } from './tooltipData';

type Placement = 'right-start' | 'top' | 'bottom' | 'left-start';

export default function TooltipPlacementComposed() {
  const [placement, setPlacement] = React.useState<Placement>('top');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="placement"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 180 }}
      >
        <option value="right-start">right-start</option>
        <option value="top">top</option>
        <option value="bottom">bottom</option>
        <option value="left-start">left-start</option>
      </TextField>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ChartContainer
          xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
          yAxis={[{ id: 'revenue', valueFormatter: (value: number) => `$${value / 1000}k` }]}
          series={[
            {
              type: 'line',
              id: 'campus',
              label: 'Campus',
              data: shopRevenue[1].data,
              valueFormatter: dollars,
            },
          ]}
        >
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
          <ChartsTooltip trigger="axis" placement={placement} />
        </ChartContainer>
      </Box>
    </Stack>
  );
}
