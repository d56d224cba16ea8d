import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { monthlyTemperatures, months } from './sparklineData';

export default function CityTemperatureSparklineRange() {
  const [shared, setShared] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      <FormControlLabel
        control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
        label="Same y-axis range for every city (min −10, max 40)"
      />
      {monthlyTemperatures.map(({ city, values }) => (
        <Stack key={city} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 80, flexShrink: 0 }}>{city}</Typography>
          <Box sx={{ flex: 1, minWidth: 0, height: 48 }}>
            <SparkLineChart
              data={values}
              area
              curve="natural"
              showTooltip
              showHighlight
              xAxis={{ scaleType: 'point', data: months }}
              yAxis={shared ? { min: -10, max: 40 } : undefined}
              valueFormatter={(value) => (value === null ? '' : `${value} °C`)}
            />
          </Box>
          <Typography variant="body2" sx={{ width: 96, flexShrink: 0, textAlign: 'right' }}>
            {`${Math.min(...values)} to ${Math.max(...values)} °C`}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
