import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// The colour of the value arc follows the temperature band.
function bandColor(celsius: number) {
  if (celsius >= 85) return '#e53935';
  if (celsius >= 70) return '#fb8c00';
  return '#43a047';
}

export default function CpuTemperatureGaugeDesign() {
  const [celsius, setCelsius] = React.useState(64);
  const labelId = React.useId();

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 220, height: 180 }}>
        <Gauge
          value={celsius}
          valueMin={20}
          valueMax={100}
          startAngle={-110}
          endAngle={110}
          innerRadius="72%"
          cornerRadius="50%"
          text={({ value }) => `${value} °C`}
          aria-label="CPU package temperature"
          sx={(theme) => ({
            [`& .${gaugeClasses.valueText}`]: { fontSize: 26, fontWeight: 700 },
            [`& .${gaugeClasses.valueArc}`]: { fill: bandColor(celsius) },
            [`& .${gaugeClasses.referenceArc}`]: { fill: (theme.vars || theme).palette.action.selected },
          })}
        />
      </Box>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Typography variant="body2" id={labelId}>
          CPU temperature: {celsius} °C
        </Typography>
        <Slider
          aria-labelledby={labelId}
          min={20}
          max={100}
          value={celsius}
          onChange={(_event, value) => setCelsius(value as number)}
        />
        <Typography variant="body2" color="text.secondary">
          Green below 70 °C, orange up to 85 °C, red above.
        </Typography>
      </Box>
    </Stack>
  );
}
