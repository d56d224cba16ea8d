import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Cups sold as bars, the daily average price as a line on its own axis.
export default function CoffeeComposedChart() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 240 }}>
      <ChartContainer
        xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
        yAxis={[
          { id: 'cups', position: 'left', width: 40 },
          {
            id: 'price',
            position: 'right',
            min: 3,
            max: 4,
            width: 48,
            valueFormatter: (value: number) => `$${value.toFixed(2)}`,
          },
        ]}
        series={[
          { type: 'bar', id: 'cups', data: [146, 149, 144, 166, 182, 261, 243], yAxisId: 'cups' },
          {
            type: 'line',
            id: 'price',
            data: [3.42, 3.4, 3.45, 3.48, 3.51, 3.74, 3.69],
            yAxisId: 'price',
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="cups" label="Cups" />
        <ChartsYAxis axisId="price" />
      </ChartContainer>
    </Box>
  );
}
