import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { serverLoad } from './scatterData';

type Mapping = 'z-continuous' | 'y-piecewise' | 'x-piecewise';

const code: Record<Mapping, string> = {
  'z-continuous':
    "zAxis={[{ id: 'inlet', colorMap: { type: 'continuous', min: 19, max: 30, color: ['#29b6f6', '#e53935'] } }]}",
  'y-piecewise':
    "yAxis={[{ colorMap: { type: 'piecewise', thresholds: [250, 300], colors: ['#43a047', '#fb8c00', '#e53935'] } }]}",
  'x-piecewise':
    "xAxis={[{ colorMap: { type: 'piecewise', thresholds: [80], colors: ['#78909c', '#d81b60'] } }]}",
};

export default function ServerLoadColorScatter() {
  const [mapping, setMapping] = React.useState<Mapping>('z-continuous');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Colour points by"
        value={mapping}
        onChange={(event) => setMapping(event.target.value as Mapping)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 340 }}
      >
        <option value="z-continuous">Inlet temperature (z, continuous)</option>
        <option value="y-piecewise">Power draw bands (y, piecewise)</option>
        <option value="x-piecewise">Overloaded servers (x, piecewise)</option>
      </TextField>
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', fontSize: 12, minHeight: 54, wordBreak: 'break-word' }}
      >
        {code[mapping]}
      </Typography>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <ScatterChart
          series={[
            {
              label: 'Server',
              data: serverLoad,
              zAxisId: 'inlet',
              valueFormatter: (point) =>
                point && `${point.x}% CPU, ${point.y} W, inlet ${point.z} °C`,
            },
          ]}
          xAxis={[
            {
              label: 'CPU load (%)',
              min: 0,
              max: 100,
              colorMap:
                mapping === 'x-piecewise'
                  ? { type: 'piecewise', thresholds: [80], colors: ['#78909c', '#d81b60'] }
                  : undefined,
            },
          ]}
          yAxis={[
            {
              label: 'Power draw (W)',
              width: 56,
              colorMap:
                mapping === 'y-piecewise'
                  ? {
                      type: 'piecewise',
                      thresholds: [250, 300],
                      colors: ['#43a047', '#fb8c00', '#e53935'],
                    }
                  : undefined,
            },
          ]}
          zAxis={[
            {
              id: 'inlet',
              colorMap:
                mapping === 'z-continuous'
                  ? { type: 'continuous', min: 19, max: 30, color: ['#29b6f6', '#e53935'] }
                  : undefined,
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
