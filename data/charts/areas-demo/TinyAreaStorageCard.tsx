import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { storageUsed } from './areaGalleryData';

const weeks = storageUsed.map((_, index) => `Week ${index + 1}`);

export default function TinyAreaStorageCard() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 320 }}>
      <Typography variant="body2" color="text.secondary">
        Team drive, used storage
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {storageUsed[storageUsed.length - 1]} GB
      </Typography>
      <Box sx={{ width: '100%', height: 64 }}>
        <LineChart
          xAxis={[{ data: weeks, scaleType: 'point', position: 'none' }]}
          yAxis={[{ position: 'none', min: 380 }]}
          series={[
            {
              data: storageUsed,
              label: 'Used',
              area: true,
              baseline: 'min',
              showMark: false,
              valueFormatter: (value: number | null) => `${value} GB`,
            },
          ]}
          margin={2}
          hideLegend
        />
      </Box>
    </Paper>
  );
}
