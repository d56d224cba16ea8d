import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { departuresPerHour, weekendHours } from './axisData';

const HOUR = 3_600_000;
const steps = {
  none: undefined,
  '3 hours': 3 * HOUR,
  '12 hours': 12 * HOUR,
  '1 day': 24 * HOUR,
} as const;
type Step = keyof typeof steps;

const tickFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function StepSelect(props: { label: string; value: Step; onChange: (step: Step) => void }) {
  const { label, value, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Step)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 150 }}
    >
      {Object.keys(steps).map((step) => (
        <option key={step} value={step}>
          {step}
        </option>
      ))}
    </TextField>
  );
}

export default function AxisTickStepFlights() {
  const [minStep, setMinStep] = React.useState<Step>('12 hours');
  const [maxStep, setMaxStep] = React.useState<Step>('none');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StepSelect label="tickMinStep" value={minStep} onChange={setMinStep} />
        <StepSelect label="tickMaxStep" value={maxStep} onChange={setMaxStep} />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'utc',
              data: weekendHours,
              tickMinStep: steps[minStep],
              tickMaxStep: steps[maxStep],
              valueFormatter: (date: Date) => tickFormat.format(date),
            },
          ]}
          series={[
            { data: departuresPerHour, label: 'Departures per hour (UTC)', showMark: false, curve: 'step' },
          ]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        tickMinStep: {steps[minStep] ?? 'undefined'}, tickMaxStep: {steps[maxStep] ?? 'undefined'} (ms)
      </Typography>
    </Stack>
  );
}
