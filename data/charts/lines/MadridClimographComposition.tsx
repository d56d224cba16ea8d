import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { formatCelsius, madrid, madridRain, months } from './linesClimateData';

// A climate chart: rainfall as bars on the right axis, temperature as a line on the left one.
export default function MadridClimographComposition() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 300 }}>
      <ChartDataProvider
        xAxis={[{ id: 'month', data: months, scaleType: 'band' }]}
        yAxis={[
          {
            id: 'celsius',
            position: 'left',
            min: 0,
            max: 30,
            width: 40,
            valueFormatter: (value: number) => `${value}°`,
          },
          {
            id: 'rain',
            position: 'right',
            min: 0,
            max: 90,
            width: 48,
            valueFormatter: (value: number) => `${value} mm`,
          },
        ]}
        series={[
          {
            type: 'bar',
            id: 'rain',
            label: 'Rainfall',
            data: madridRain,
            yAxisId: 'rain',
            valueFormatter: (value: number | null) => `${value} mm`,
          },
          {
            type: 'line',
            id: 'temperature',
            label: 'Mean temperature',
            data: madrid,
            yAxisId: 'celsius',
            valueFormatter: formatCelsius,
          },
        ]}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ChartsSurface>
              <BarPlot />
              <AreaPlot />
              <LinePlot />
              <ChartsReferenceLine
                axisId="celsius"
                y={25}
                label="Heat stress 25 °C"
                labelAlign="start"
                lineStyle={{ strokeDasharray: '4 4' }}
              />
              <ChartsAxisHighlight x="band" />
              <ChartsXAxis axisId="month" />
              <ChartsYAxis axisId="celsius" />
              <ChartsYAxis axisId="rain" />
              <MarkPlot />
              <LineHighlightPlot />
            </ChartsSurface>
          </Box>
          <ChartsTooltip />
        </Box>
      </ChartDataProvider>
    </Box>
  );
}
