import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { cpuLoad, halfHours } from './lineGalleryData';

export default function ReferenceLinesCpuLoad() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: halfHours, scaleType: 'point' }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 44 }]}
        series={[
          {
            label: 'CPU load',
            data: cpuLoad,
            showMark: false,
            valueFormatter: (value: number | null) => `${value}%`,
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine
          y={80}
          label="Alert at 80%"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
        <ChartsReferenceLine x="14:00" label="Release" labelAlign="start" />
      </LineChart>
    </Box>
  );
}
