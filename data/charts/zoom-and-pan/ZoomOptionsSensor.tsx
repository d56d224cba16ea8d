import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro';
import { formatClock, minuteTimes, rackTemperature } from './sensorMinutes';

interface NumberSelectProps {
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
}

function NumberSelect({ label, value, options, onChange }: NumberSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 110 }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
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
        <NumberSelect label="minSpan" value={minSpan} options={[1, 2, 5, 10, 25]} onChange={setMinSpan} />
        <NumberSelect label="maxSpan" value={maxSpan} options={[30, 50, 75, 100]} onChange={setMaxSpan} />
        <NumberSelect label="step" value={step} options={[1, 5, 10, 20]} onChange={setStep} />
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
