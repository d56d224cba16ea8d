import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { cashPosition, weeks } from './areaGalleryData';

const euros = (value: number | null) =>
  value == null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

// A piecewise color map on the y-axis splits the line and the area at zero.
export default function FillByValueCashPosition() {
  const theme = useTheme();
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point' }]}
        yAxis={[
          {
            width: 48,
            valueFormatter: (value: number) => euros(value),
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[
          {
            label: 'Cash position',
            data: cashPosition,
            area: true,
            curve: 'linear',
            showMark: false,
            valueFormatter: euros,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
