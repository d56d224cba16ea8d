import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// CPU load of three servers, one value per minute over the last twenty minutes.
const minutes = Array.from({ length: 20 }, (_, index) => index - 19);
const servers = [
  { name: 'api-01', load: [41, 44, 39, 52, 58, 61, 57, 49, 46, 44, 48, 55, 63, 71, 68, 59, 54, 50, 47, 45] },
  { name: 'api-02', load: [22, 25, 24, 23, 27, 31, 29, 26, 24, 22, 21, 24, 28, 30, 27, 25, 23, 22, 24, 26] },
  { name: 'worker-01', load: [78, 82, 85, 91, 88, 84, 93, 95, 90, 86, 81, 79, 84, 89, 92, 96, 94, 90, 87, 85] },
];

export default function AxisHiddenServerLoad() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, width: '100%' }}>
      {servers.map((server) => (
        <Paper key={server.name} variant="outlined" sx={{ flex: '1 1 200px', p: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {server.name}
          </Typography>
          <Typography variant="h6" component="p">
            {server.load.at(-1)}% CPU
          </Typography>
          <Box sx={{ height: 80 }}>
            <BarChart
              // Both axes are hidden but still scale the bars and format the tooltip.
              xAxis={[
                {
                  scaleType: 'band',
                  data: minutes,
                  position: 'none',
                  valueFormatter: (minute: number) => (minute === 0 ? 'now' : `${-minute} min ago`),
                },
              ]}
              yAxis={[{ min: 0, max: 100, position: 'none' }]}
              series={[
                {
                  data: server.load,
                  label: 'CPU load',
                  valueFormatter: (value) => `${value}%`,
                },
              ]}
              hideLegend
              margin={4}
            />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
