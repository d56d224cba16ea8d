import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { channelOrders, quarters } from './barGalleryData';

const format = (value: number | null) => `${value}k orders`;

// Online and in-store orders share a stack; the target has a bar of its own beside it.
export default function MixedBarChannelTarget() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
      <BarChart
        xAxis={[{ data: quarters, scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k`, width: 44 }]}
        series={[
          { label: 'Online', data: channelOrders.online, stack: 'actual', valueFormatter: format },
          { label: 'In store', data: channelOrders.store, stack: 'actual', valueFormatter: format },
          { label: 'Target', data: channelOrders.target, valueFormatter: format },
        ]}
      />
    </Box>
  );
}
