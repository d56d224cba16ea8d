import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { heartRate, minutes } from './lineGalleryData';

const bpm = (value: number | null) => (value == null ? 'no signal' : `${value} bpm`);

function HeartRateChart({ connectNulls }: { connectNulls: boolean }) {
  return (
    <Box sx={{ width: '100%', height: 200 }}>
      <LineChart
        xAxis={[{ data: minutes, scaleType: 'point' }]}
        yAxis={[{ min: 80, max: 160, width: 40 }]}
        series={[{ data: heartRate, label: 'Heart rate', connectNulls, valueFormatter: bpm }]}
        hideLegend
      />
    </Box>
  );
}

export default function ConnectNullsHeartRate() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">connectNulls: false (default)</Typography>
      <HeartRateChart connectNulls={false} />
      <Typography variant="body2">connectNulls: true</Typography>
      <HeartRateChart connectNulls />
    </Stack>
  );
}
