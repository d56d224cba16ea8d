import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { hours, solarOutput } from './areaGalleryData';

const kilowatts = (value: number | null) => (value == null ? 'missing' : `${value} kW`);

function SolarChart({ connectNulls }: { connectNulls: boolean }) {
  return (
    <Box sx={{ width: '100%', height: 200 }}>
      <LineChart
        xAxis={[{ data: hours, scaleType: 'point' }]}
        yAxis={[{ min: 0, max: 8, width: 32 }]}
        series={[
          { data: solarOutput, label: 'Output', area: true, connectNulls, valueFormatter: kilowatts },
        ]}
        hideLegend
      />
    </Box>
  );
}

export default function ConnectNullsAreaSolar() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">connectNulls: false (default)</Typography>
      <SolarChart connectNulls={false} />
      <Typography variant="body2">connectNulls: true</Typography>
      <SolarChart connectNulls />
    </Stack>
  );
}
