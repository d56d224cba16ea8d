import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { signupFunnel } from './funnelData';

export default function SignupFunnelBasic() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <FunnelChart
        series={[
          {
            data: signupFunnel,
            valueFormatter: (item) => item.value.toLocaleString('en-US'),
          },
        ]}
      />
    </Box>
  );
}
