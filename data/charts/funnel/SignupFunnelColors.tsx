import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { bluePalette } from '@mui/x-charts/colorPalettes';
import { signupFunnel } from './funnelData';

type Choice = 'default' | 'sequential' | 'items';

// Per-item colours: grey for the top of the funnel, the brand colour for revenue.
const itemColors: Record<string, string> = {
  visits: '#90a4ae',
  pricing: '#78909c',
  signups: '#5c6bc0',
  activated: '#3f51b5',
  paid: '#2e7d32',
};

export default function SignupFunnelColors() {
  const [choice, setChoice] = React.useState<Choice>('sequential');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: Choice | null) => next && setChoice(next)}
        aria-label="Section colours"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">Default palette</ToggleButton>
        <ToggleButton value="sequential">colors=bluePalette</ToggleButton>
        <ToggleButton value="items">Item color</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ width: '100%', height: 340 }}>
        <FunnelChart
          colors={choice === 'sequential' ? bluePalette : undefined}
          series={[
            {
              data:
                choice === 'items'
                  ? signupFunnel.map((item) => ({ ...item, color: itemColors[item.id] }))
                  : signupFunnel,
              valueFormatter: (item) => item.value.toLocaleString('en-US'),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
