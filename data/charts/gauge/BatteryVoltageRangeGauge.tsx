import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A 12 V lead-acid battery reads about 11.8 V when empty and 12.7 V when full.
const valueMin = 11.8;
const valueMax = 12.7;

export default function BatteryVoltageRangeGauge() {
  const [voltage, setVoltage] = React.useState(12.4);
  const labelId = React.useId();
  const charge = Math.min(100, Math.max(0, Math.round(((voltage - valueMin) / (valueMax - valueMin)) * 100)));

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 200, height: 160 }}>
        <Gauge
          // The gauge does not clamp: keep the value inside the range yourself.
          value={Math.min(Math.max(voltage, valueMin), valueMax)}
          valueMin={valueMin}
          valueMax={valueMax}
          startAngle={-110}
          endAngle={110}
          text={`${voltage.toFixed(2)} V`}
          aria-label="Battery voltage"
          aria-valuetext={`${voltage.toFixed(2)} volts, about ${charge}% charged`}
        />
      </Box>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Typography variant="body2" id={labelId}>
          Measured voltage: {voltage.toFixed(2)} V (about {charge}% charged)
        </Typography>
        <Slider
          aria-labelledby={labelId}
          min={11.5}
          max={13}
          step={0.05}
          value={voltage}
          onChange={(_event, value) => setVoltage(value as number)}
        />
        <Typography variant="body2" color="text.secondary">
          {`valueMin={${valueMin}} valueMax={${valueMax}}`}
          {voltage < valueMin || voltage > valueMax ? ' (reading outside the range, clamped)' : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
