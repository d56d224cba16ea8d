import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier, ChartsAxisData } from '@mui/x-charts/models';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

const series = [
  {
    id: 'na',
    label: 'North America',
    data: quarterlyRevenue.northAmerica,
    valueFormatter: formatThousands,
  },
  { id: 'eu', label: 'Europe', data: quarterlyRevenue.europe, valueFormatter: formatThousands },
  {
    id: 'apac',
    label: 'Asia Pacific',
    data: quarterlyRevenue.asiaPacific,
    valueFormatter: formatThousands,
  },
];

export default function BarClickEvents() {
  const [itemClick, setItemClick] = React.useState<BarItemIdentifier | null>(null);
  const [axisClick, setAxisClick] = React.useState<ChartsAxisData | null>(null);

  const clickedSeries = series.find((item) => item.id === itemClick?.seriesId);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <BarChart
          xAxis={[{ data: quarters, scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 60 }]}
          series={series}
          onItemClick={(_, identifier) => setItemClick(identifier)}
          onAxisClick={(_, data) => setAxisClick(data)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          height: 132,
          overflow: 'hidden',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {itemClick && clickedSeries
          ? `onItemClick: ${JSON.stringify(itemClick)}\n  → ${clickedSeries.label}, ${quarters[itemClick.dataIndex]}: ${formatThousands(clickedSeries.data[itemClick.dataIndex])}`
          : 'onItemClick: click a bar'}
        {'\n'}
        {axisClick
          ? `onAxisClick: ${JSON.stringify({ dataIndex: axisClick.dataIndex, axisValue: axisClick.axisValue })}\n  seriesValues: ${JSON.stringify(axisClick.seriesValues)}`
          : 'onAxisClick: click anywhere in a quarter'}
      </Box>
    </Stack>
  );
}
