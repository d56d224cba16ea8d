import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { solarHours, solarOutputWatts } from './axisData';

const specifiers = {
  '~s': 'SI prefix (2.4M)',
  ',': 'grouped digits (2,400,000)',
  '.2~s': 'two significant digits',
} as const;

type Specifier = keyof typeof specifiers;

const TICK_NUMBER = 5;

export default function AxisD3FormatSolar() {
  const [specifier, setSpecifier] = React.useState<Specifier>('~s');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="d3 specifier for tick labels"
        value={specifier}
        onChange={(event) => setSpecifier(event.target.value as Specifier)}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 320 }}
      >
        {Object.entries(specifiers).map(([value, text]) => (
          <option key={value} value={value}>
            {`'${value}': ${text}`}
          </option>
        ))}
      </TextField>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[
            {
              data: solarHours,
              valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
            },
          ]}
          yAxis={[
            {
              scaleType: 'linear',
              tickNumber: TICK_NUMBER,
              width: 60,
              valueFormatter: (watts: number, context) => {
                if (context.location !== 'tick') {
                  return `${watts.toLocaleString('en-US')} W`;
                }
                // The axis scale knows its ticks, so d3 picks a precision that tells them apart.
                return `${context.scale.tickFormat(TICK_NUMBER, specifier)(watts)}W`;
              },
            },
          ]}
          series={[{ data: solarOutputWatts, label: 'Solar farm output', area: true, showMark: false }]}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Ticks use <code>context.scale.tickFormat({TICK_NUMBER}, &apos;{specifier}&apos;)</code>; the tooltip
        prints the exact wattage.
      </Typography>
    </Stack>
  );
}
