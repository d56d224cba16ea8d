import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { kpis } from './sparklineData';

// Good and bad depend on the figure: more churn is bad, more sign-ups are good.
const higherIsBetter: Record<string, boolean> = {
  'Sign-ups': true,
  'Churned accounts': false,
  'Support backlog': false,
  'Weekly revenue': true,
};

// A colour per mode: a darker shade on light backgrounds, a lighter one on dark backgrounds.
const good = (mode: 'light' | 'dark') => (mode === 'dark' ? '#66bb6a' : '#2e7d32');
const bad = (mode: 'light' | 'dark') => (mode === 'dark' ? '#ef5350' : '#c62828');

export default function KpiTrendSparklineColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        width: '100%',
      }}
    >
      {kpis.map(({ name, unit, values }) => {
        const rising = values[values.length - 1] >= values[0];
        const isGood = rising === higherIsBetter[name];
        return (
          <Paper key={name} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {name}, 12 weeks
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {values[values.length - 1]}
              {unit}
            </Typography>
            <Box sx={{ height: 48 }}>
              <SparkLineChart
                data={values}
                area
                color={isGood ? good : bad}
                showTooltip
                showHighlight
                valueFormatter={(value) => (value === null ? '' : `${value}${unit}`)}
              />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
