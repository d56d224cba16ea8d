import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { diskUsage } from './pieData';

type Snapshot = keyof typeof diskUsage;

export default function DiskUsageAnimatedPie() {
  const [snapshot, setSnapshot] = React.useState<Snapshot>('january');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={snapshot}
          onChange={(_event, next: Snapshot | null) => next && setSnapshot(next)}
          aria-label="Disk snapshot"
        >
          <ToggleButton value="january">January</ToggleButton>
          <ToggleButton value="june">June</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 280 }}>
        <PieChart
          skipAnimation={skipAnimation}
          series={[
            {
              data: diskUsage[snapshot],
              innerRadius: 60,
              paddingAngle: 1,
              cornerRadius: 4,
              valueFormatter: (item) => `${item.value} GB`,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
