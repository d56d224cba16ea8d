import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatThousands, revenueDataset } from './barsRevenueData';

// One object per month; each series and the x-axis pick their field with `dataKey`.
export default function RevenueDatasetBars() {
  return (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
      <BarChart
        dataset={revenueDataset}
        xAxis={[{ dataKey: 'month', scaleType: 'band' }]}
        yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 60 }]}
        series={[
          { dataKey: 'northAmerica', label: 'North America', valueFormatter: formatThousands },
          { dataKey: 'europe', label: 'Europe', valueFormatter: formatThousands },
          { dataKey: 'asiaPacific', label: 'Asia Pacific', valueFormatter: formatThousands },
        ]}
      />
    </Box>
  );
}
