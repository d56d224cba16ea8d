import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LineChart } from '@mui/x-charts/LineChart';
import { greenhouseA, greenhouseB, hours } from './linesClimateData';

const formatHumidity = (value: number | null) => (value == null ? 'no reading' : `${value}%`);

export default function GreenhouseGapsLines() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="connectNulls on greenhouse A"
      />
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[{ data: hours, scaleType: 'point' }]}
          yAxis={[{ min: 50, max: 80, valueFormatter: (value: number) => `${value}%`, width: 44 }]}
          series={[
            {
              label: 'Greenhouse A',
              data: greenhouseA,
              connectNulls,
              area: true,
              baseline: 'min',
              valueFormatter: formatHumidity,
            },
            { label: 'Greenhouse B', data: greenhouseB, valueFormatter: formatHumidity },
          ]}
        />
      </Box>
    </Stack>
  );
}
