import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { averageOrder, months, revenue } from './compositionData';

export default function CompositionBarsLinesCombo() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <ChartContainer
        xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'revenue', position: 'left', valueFormatter: (value: number) => `$${value}k` },
          { id: 'basket', position: 'right', min: 0, max: 50, valueFormatter: (value: number) => `$${value}` },
        ]}
        series={[
          {
            type: 'bar',
            id: 'revenue',
            label: 'Revenue',
            data: revenue,
            yAxisId: 'revenue',
            valueFormatter: (value) => (value == null ? '' : `$${value}k`),
          },
          {
            type: 'line',
            id: 'basket',
            label: 'Average order',
            data: averageOrder,
            yAxisId: 'basket',
            color: '#f97316',
            valueFormatter: (value) => (value == null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot borderRadius={4} />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="revenue" label="Revenue" />
        <ChartsYAxis axisId="basket" label="Average order" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
