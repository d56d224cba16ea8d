import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { months, returnRate } from './compositionData';

export default function CompositionClipPathReturns() {
  const clipPathId = `returns-clip-${React.useId().replace(/:/g, '')}`;
  const [clip, setClip] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip to the drawing area"
      />
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ChartContainer
          xAxis={[{ id: 'month', scaleType: 'point', data: months }]}
          // The axis stops at 7 % so that normal months are readable; January goes beyond.
          yAxis={[{ id: 'rate', min: 3, max: 7, valueFormatter: (value: number) => `${value}%` }]}
          series={[
            {
              type: 'line',
              id: 'returns',
              label: 'Orders returned',
              data: returnRate,
              valueFormatter: (value) => (value == null ? '' : `${value}%`),
            },
          ]}
          margin={{ top: 30 }}
        >
          <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
            <LinePlot />
            <MarkPlot />
          </g>
          <ChartsReferenceLine y={5} label="Target 5%" labelAlign="end" lineStyle={{ strokeDasharray: '4 4' }} />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsClipPath id={clipPathId} />
        </ChartContainer>
      </Box>
    </Stack>
  );
}
