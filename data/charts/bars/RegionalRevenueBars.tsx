import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, quarters, quarterlyRevenue } from './barsRevenueData';

export default function RegionalRevenueBars() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <BarChart
        xAxis={[{ data: quarters, scaleType: 'band', label: '2024' }]}
        yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 60 }]}
        series={[
          {
            label: 'North America',
            data: quarterlyRevenue.northAmerica,
            valueFormatter: formatThousands,
          },
          { label: 'Europe', data: quarterlyRevenue.europe, valueFormatter: formatThousands },
          {
            label: 'Asia Pacific',
            data: quarterlyRevenue.asiaPacific,
            valueFormatter: formatThousands,
          },
        ]}
      />
    </Box>
  );
}

