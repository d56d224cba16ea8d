import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hourLabel, hours, sessionsByHour, weekdays } from './heatmapData';

export default function RecipeSiteSessionsHeatmap() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '3 / 1', minHeight: 240 }}>
      <Heatmap
        xAxis={[{ data: hours, valueFormatter: (hour: number) => hourLabel(hour), tickLabelInterval: (hour: number) => hour % 3 === 0 }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[
          {
            label: 'Sessions',
            data: sessionsByHour,
            valueFormatter: (cell) => `${cell[2]} sessions`,
          },
        ]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 850, color: ['rgba(30, 136, 229, 0.06)', 'rgba(30, 136, 229, 1)'] } }]}
      />
    </Box>
  );
}
