import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const shifts = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
const picksPerHour = [412, 538, 601, 455, 577, 623, 498, 301];

export default function AxisGridWarehouse() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: shifts, label: 'Hour starting' }]}
          yAxis={[{ tickInterval: [0, 150, 300, 450, 600] }]}
          series={[{ data: picksPerHour, label: 'Order lines picked' }]}
          grid={{ horizontal, vertical }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        grid={`{{ horizontal: ${horizontal}, vertical: ${vertical} }}`}
      </Typography>
    </Stack>
  );
}
