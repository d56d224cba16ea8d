import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { dollars, months, shopRevenue } from './tooltipData';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTriggerCoffeeShops() {
  const labelId = React.useId();
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={labelId} component="span" variant="body2">
          trigger
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={trigger}
          onChange={(_, next: Trigger | null) => next && setTrigger(next)}
          aria-labelledby={labelId}
        >
          <ToggleButton value="axis">axis</ToggleButton>
          <ToggleButton value="item">item</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <BarChart
          xAxis={[{ data: months }]}
          yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k` }]}
          series={shopRevenue.map((shop) => ({ ...shop, valueFormatter: dollars }))}
          slotProps={{ tooltip: { trigger } }}
        />
      </Box>
    </Stack>
  );
}
