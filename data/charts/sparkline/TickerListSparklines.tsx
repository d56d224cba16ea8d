import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { closes } from './sparklineData';

export default function TickerListSparklines() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 520 }}>
      {closes.map(({ ticker, values }) => {
        const first = values[0];
        const last = values[values.length - 1];
        const change = ((last - first) / first) * 100;
        return (
          <Stack key={ticker} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ width: 56, fontWeight: 600 }}>{ticker}</Typography>
            <Box sx={{ flex: 1, minWidth: 0, height: 40 }}>
              <SparkLineChart data={values} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, height: 40 }}>
              <SparkLineChart data={values.slice(-20)} plotType="bar" />
            </Box>
            <Typography
              variant="body2"
              sx={{ width: 64, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {`${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
