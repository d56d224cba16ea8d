import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro';
import { formatClock, minuteTimes, rackTemperature } from './sensorMinutes';

interface LabeledSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}

function LabeledSlider({ label, value, min, max, step, onChange }: LabeledSliderProps) {
  const id = React.useId();
  return (
    <Box sx={{ width: 160 }}>
      <Typography id={id} variant="body2">
        {label}: {value}
      </Typography>
      <Slider
        size="small"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_, next) => onChange(next as number)}
        aria-labelledby={id}
      />
    </Box>
  );
}

export default function ZoomOptionsSensor() {
  const [minSpan, setMinSpan] = React.useState(2);
  const [maxSpan, setMaxSpan] = React.useState(50);
  const [step, setStep] = React.useState(5);
  const [panning, setPanning] = React.useState(true);
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <LabeledSlider label="minSpan" value={minSpan} min={1} max={40} step={1} onChange={setMinSpan} />
        <LabeledSlider label="maxSpan" value={maxSpan} min={40} max={100} step={5} onChange={setMaxSpan} />
        <LabeledSlider label="step" value={step} min={1} max={20} step={1} onChange={setStep} />
        <FormControlLabel
          control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
          label="panning"
        />
        <TextField
          select
          size="small"
          label="filterMode"
          value={filterMode}
          onChange={(event) => setFilterMode(event.target.value as ZoomFilterMode)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="keep">keep</option>
          <option value="discard">discard</option>
        </TextField>
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 280 }}>
        <LineChartPro
          xAxis={[
            {
              id: 'time',
              scaleType: 'utc',
              data: minuteTimes,
              valueFormatter: (date: Date) => formatClock(date),
              zoom: { minSpan, maxSpan, step, panning, filterMode },
            },
          ]}
          yAxis={[{ id: 'temperature', valueFormatter: (value: number) => `${value}°` }]}
          series={[
            {
              data: rackTemperature,
              label: 'Rack inlet temperature',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value.toFixed(2)} °C`),
            },
          ]}
          initialZoom={[{ axisId: 'time', start: 50, end: 65 }]}
        />
      </Box>
    </Stack>
  );
}
