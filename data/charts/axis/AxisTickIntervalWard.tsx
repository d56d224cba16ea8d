import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Beds occupied in a hospital ward, counted every two hours from Monday 00:00 to Thursday 22:00.
const readings = Array.from({ length: 48 }, (_, index) => new Date(Date.UTC(2024, 10, 4, index * 2)));
const bedsOccupied = readings.map((date, index) => {
  const hour = date.getUTCHours();
  // Admissions arrive in the afternoon, discharges happen in the late morning.
  return Math.round(24 + 4 * Math.sin(((hour - 10) / 24) * 2 * Math.PI) + ((index * 5) % 3));
});

// Nursing shifts change at 06:00, 14:00 and 22:00.
const isShiftChange = (date: Date) => date.getUTCHours() % 8 === 6;
const isMorningShift = (date: Date) => date.getUTCHours() === 6;

const shortFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

export default function AxisTickIntervalWard() {
  const [shiftTicks, setShiftTicks] = React.useState(true);
  const [dayLabels, setDayLabels] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={shiftTicks} onChange={(event) => setShiftTicks(event.target.checked)} />}
          label="Ticks at shift changes only"
        />
        <FormControlLabel
          control={<Switch checked={dayLabels} onChange={(event) => setDayLabels(event.target.checked)} />}
          label="Label the morning shift only"
        />
      </Stack>
      <Box sx={{ width: '100%', height: 300 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'point',
              data: readings,
              // On a point axis, tickInterval can be a filter over the axis values.
              tickInterval: shiftTicks ? (date: Date) => isShiftChange(date) : 'auto',
              // tickLabelInterval filters the labels of the ticks that remain.
              tickLabelInterval: dayLabels ? (date: Date) => isMorningShift(date) : 'auto',
              valueFormatter: (date: Date) => `${dayFormat.format(date)} ${shortFormat.format(date)}`,
            },
          ]}
          yAxis={[{ min: 15, max: 32, label: 'Beds' }]}
          series={[{ data: bedsOccupied, label: 'Beds occupied (of 32)', showMark: false }]}
          grid={{ vertical: true }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {readings.length} readings; grid lines follow the ticks, so they mark{' '}
        {shiftTicks ? 'each shift change' : 'the ticks the chart picked'}.
      </Typography>
    </Stack>
  );
}
