import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { subscriptionPlans } from './pieDemoData';

export default function SubscriptionPlansPaddedDonut() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: subscriptionPlans,
            innerRadius: '55%',
            paddingAngle: 4,
            cornerRadius: 6,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} accounts`,
          },
        ]}
      />
    </Box>
  );
}
