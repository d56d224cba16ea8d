import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { onboardingSteps } from './funnelData';

type Scale = 'band' | 'linear' | 'log';

export default function OnboardingScaledSections() {
  const [scaleType, setScaleType] = React.useState<Scale>('linear');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="categoryAxis.scaleType"
        value={scaleType}
        onChange={(event) => setScaleType(event.target.value as Scale)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 220 }}
      >
        <option value="band">band (equal sections)</option>
        <option value="linear">linear</option>
        <option value="log">log</option>
      </TextField>
      <Box sx={{ width: '100%', height: 360 }}>
        <FunnelChart
          hideLegend
          gap={2}
          categoryAxis={{ scaleType, categories: onboardingSteps.map((step) => step.label), position: 'left', size: 120 }}
          series={[
            {
              data: onboardingSteps,
              curve: 'step',
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
