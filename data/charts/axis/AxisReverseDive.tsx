import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// A recreational dive logged every three minutes: descent, two stops on the reef, safety stop.
const minutes = Array.from({ length: 17 }, (_, index) => index * 3);
const depthMeters = [0, 8.5, 16.2, 18.4, 18.1, 17.6, 14.3, 12.8, 12.5, 11.9, 9.4, 7.2, 5.1, 5, 4.9, 2.1, 0];

export default function AxisReverseDive() {
  const [reverseY, setReverseY] = React.useState(true);
  const [reverseX, setReverseX] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
          label="y-axis reverse"
        />
        <FormControlLabel
          control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
          label="x-axis reverse"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[
            {
              data: minutes,
              reverse: reverseX,
              label: 'Dive time (min)',
            },
          ]}
          yAxis={[
            {
              reverse: reverseY,
              label: 'Depth (m)',
              min: 0,
              valueFormatter: (depth: number) => `${depth} m`,
            },
          ]}
          series={[{ data: depthMeters, label: 'Depth', area: true, color: '#0288d1' }]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {reverseY
          ? 'Depth grows downwards, the way divers read a profile.'
          : 'Unreversed, the deepest point looks like a peak.'}
      </Typography>
    </Stack>
  );
}
