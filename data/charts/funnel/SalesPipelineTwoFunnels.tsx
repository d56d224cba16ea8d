import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { dealsLastQuarter, dealsThisQuarter, salesStages } from './funnelData';

export default function SalesPipelineTwoFunnels() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <FunnelChart
        series={[
          {
            id: 'last',
            label: 'Last quarter',
            variant: 'outlined',
            sectionLabel: false,
            data: dealsLastQuarter.map((value, index) => ({
              value,
              label: `${salesStages[index]}, last quarter`,
              color: '#9e9e9e',
            })),
          },
          {
            id: 'this',
            label: 'This quarter',
            data: dealsThisQuarter.map((value, index) => ({
              value,
              label: `${salesStages[index]}, this quarter`,
              color: '#1976d2',
            })),
          },
        ]}
        categoryAxis={{ categories: salesStages, position: 'left' }}
        hideLegend
      />
    </Box>
  );
}
