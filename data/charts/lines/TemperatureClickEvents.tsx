import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisData, LineItemIdentifier } from '@mui/x-charts/models';
import { formatCelsius, madrid, months, sydney } from './linesClimateData';

type LastClick = { handler: string; identifier: LineItemIdentifier };

export default function TemperatureClickEvents() {
  const [lastItem, setLastItem] = React.useState<LastClick | null>(null);
  const [axisClick, setAxisClick] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°`, width: 40 }]}
          series={[
            { id: 'madrid', label: 'Madrid', data: madrid, valueFormatter: formatCelsius },
            {
              id: 'sydney',
              label: 'Sydney',
              data: sydney,
              area: true,
              valueFormatter: formatCelsius,
            },
          ]}
          onMarkClick={(_, identifier) => setLastItem({ handler: 'onMarkClick', identifier })}
          onLineClick={(_, identifier) => setLastItem({ handler: 'onLineClick', identifier })}
          onAreaClick={(_, identifier) => setLastItem({ handler: 'onAreaClick', identifier })}
          onAxisClick={(_, data) => setAxisClick(data)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          height: 112,
          overflow: 'hidden',
          fontSize: 12,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {lastItem
          ? `${lastItem.handler}: ${JSON.stringify(lastItem.identifier)}`
          : 'Item: click a mark, a line or the Sydney area'}
        {'\n'}
        {axisClick
          ? `onAxisClick: ${JSON.stringify({ dataIndex: axisClick.dataIndex, axisValue: axisClick.axisValue })}\n  seriesValues: ${JSON.stringify(axisClick.seriesValues)}`
          : 'onAxisClick: click anywhere in the chart'}
      </Box>
    </Stack>
  );
}
