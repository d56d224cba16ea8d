import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import {
  PiecewiseColorLegend,
  type PiecewiseColorLegendItemContext,
} from '@mui/x-charts/ChartsLegend';
import { airQualityIndex, juneDays } from './legendData';

const categories = ['Good', 'Moderate', 'Unhealthy for some', 'Unhealthy'];

export default function LegendPiecewiseAirQuality() {
  const [lastClick, setLastClick] = React.useState('Click a legend item.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 320 }}>
        <BarChart
          xAxis={[
            {
              data: juneDays,
              label: 'June 2024',
              valueFormatter: (day: number, context: AxisValueFormatterContext) =>
                context.location === 'tick' ? `${day}` : `June ${day}`,
            },
          ]}
          yAxis={[
            {
              colorMap: {
                type: 'piecewise',
                thresholds: [50, 100, 150],
                colors: ['#22c55e', '#eab308', '#f97316', '#dc2626'],
              },
            },
          ]}
          series={[{ data: airQualityIndex, label: 'Air quality index' }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              markType: 'square',
              direction: 'vertical',
              position: { vertical: 'middle', horizontal: 'end' },
              labelPosition: 'end',
              labelFormatter: ({ index }) => categories[index] ?? null,
              onItemClick: (
                _event: React.MouseEvent<HTMLButtonElement>,
                item: PiecewiseColorLegendItemContext,
                index: number,
              ) => {
                const range = `${item.minValue ?? '−∞'} to ${item.maxValue ?? '+∞'}`;
                setLastClick(`Clicked item ${index}: "${item.label}", AQI ${range}`);
              },
            },
          }}
        />
      </Box>
      <Box
        sx={{
          height: 40,
          px: 1,
          display: 'flex',
          alignItems: 'center',
          borderRadius: 1,
          bgcolor: 'action.hover',
          typography: 'body2',
          fontFamily: 'monospace',
          overflow: 'hidden',
        }}
      >
        {lastClick}
      </Box>
    </Stack>
  );
}
