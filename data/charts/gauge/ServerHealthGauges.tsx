import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const metrics = [
  { name: 'CPU', value: 62 },
  { name: 'Memory', value: 81 },
  { name: 'Disk', value: 38 },
];

export default function ServerHealthGauges() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, width: '100%' }}>
      {metrics.map((metric) => (
        <Box key={metric.name} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: '100%', maxWidth: 180, aspectRatio: '1', mx: 'auto' }}>
            <Gauge value={metric.value} aria-label={`${metric.name} usage`} />
          </Box>
          <Typography variant="body2">{metric.name} %</Typography>
        </Box>
      ))}
    </Box>
  );
}
