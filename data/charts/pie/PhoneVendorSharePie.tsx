import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { phoneVendorShare } from './pieData';

export default function PhoneVendorSharePie() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: phoneVendorShare,
            valueFormatter: (item) => `${item.value}% of shipments`,
          },
        ]}
      />
    </Box>
  );
}
