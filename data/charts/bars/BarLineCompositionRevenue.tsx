import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { formatThousands, revenueDataset } from './barsRevenueData';

// Bars for the revenue (left axis), a line for the margin (right axis) and a target line:
// the pieces a BarChart would render, assembled by hand.
export default function BarLineCompositionRevenue() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 300 }}>
      <ChartDataProvider
        dataset={revenueDataset}
        xAxis={[{ id: 'months', dataKey: 'month', scaleType: 'band' }]}
        yAxis={[
          {
            id: 'revenue',
            position: 'left',
            width: 60,
            valueFormatter: (value: number) => formatThousands(value),
          },
          {
            id: 'margin',
            position: 'right',
            width: 44,
            min: 0,
            max: 20,
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        series={[
          {
            type: 'bar',
            dataKey: 'northAmerica',
            label: 'North America',
            stack: 'revenue',
            yAxisId: 'revenue',
            valueFormatter: formatThousands,
          },
          {
            type: 'bar',
            dataKey: 'europe',
            label: 'Europe',
            stack: 'revenue',
            yAxisId: 'revenue',
            valueFormatter: formatThousands,
          },
          {
            type: 'line',
            dataKey: 'margin',
            label: 'Operating margin',
            yAxisId: 'margin',
            valueFormatter: (value: number | null) => (value == null ? '' : `${value}%`),
          },
        ]}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ChartsSurface>
              <ChartsGrid horizontal />
              <BarPlot />
              <ChartsReferenceLine
                axisId="margin"
                y={15}
                label="Target margin 15%"
                labelAlign="start"
                lineStyle={{ strokeDasharray: '6 4' }}
              />
              <LinePlot />
              <MarkPlot />
              <ChartsAxisHighlight x="band" />
              <ChartsXAxis axisId="months" />
              <ChartsYAxis axisId="revenue" />
              <ChartsYAxis axisId="margin" />
            </ChartsSurface>
          </Box>
          <ChartsTooltip />
        </Box>
      </ChartDataProvider>
    </Box>
  );
}
