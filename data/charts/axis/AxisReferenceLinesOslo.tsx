import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import { days2024, formatDay, formatMonth, temperatures } from './axisData';

const midsummer = new Date(Date.UTC(2024, 5, 21, 12));

export default function AxisReferenceLinesOslo() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <ChartContainer
        xAxis={[
          {
            id: 'day',
            scaleType: 'utc',
            data: days2024,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? formatMonth(date) : formatDay(date),
          },
        ]}
        yAxis={[{ id: 'temperature', width: 70, valueFormatter: (value: number) => `${value}°` }]}
        series={[
          {
            type: 'line',
            data: temperatures.oslo,
            label: 'Oslo',
            showMark: false,
            valueFormatter: (value) => (value == null ? '' : `${value} °C`),
          },
        ]}
      >
        <ChartsGrid horizontal />
        <LinePlot />
        <ChartsReferenceLine
          y={0}
          label="Freezing point"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
        <ChartsReferenceLine x={midsummer} label="Midsummer" labelAlign="end" />
        <ChartsXAxis axisId="day" />
        <ChartsYAxis axisId="temperature" label="°C" />
        <ChartsAxisHighlight x="line" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
