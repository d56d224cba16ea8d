import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { days2024, formatDay, formatMonth, temperatures } from './axisData';

type Interval = 'auto' | 'months' | 'quarters';

const firstOfMonths = days2024.filter((date) => date.getUTCDate() === 1);
const firstOfQuarters = firstOfMonths.filter((date) => date.getUTCMonth() % 3 === 0);

export default function AxisTickIntervalTemperature() {
  const sliderLabelId = React.useId();
  const [interval, setInterval] = React.useState<Interval>('months');
  const [tickNumber, setTickNumber] = React.useState(6);
  const [everyOther, setEveryOther] = React.useState(false);

  let tickInterval: 'auto' | Date[] = 'auto';
  if (interval === 'months') {
    tickInterval = firstOfMonths;
  } else if (interval === 'quarters') {
    tickInterval = firstOfQuarters;
  }

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="tickInterval"
          value={interval}
          onChange={(event) => setInterval(event.target.value as Interval)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="auto">auto</option>
          <option value="months">first day of each month</option>
          <option value="quarters">first day of each quarter</option>
        </TextField>
        <Box sx={{ width: 200 }}>
          <Typography id={sliderLabelId} variant="body2">
            tickNumber: {tickNumber}
          </Typography>
          <Slider
            size="small"
            min={2}
            max={16}
            value={tickNumber}
            disabled={interval !== 'auto'}
            onChange={(_, value) => setTickNumber(value as number)}
            aria-labelledby={sliderLabelId}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch checked={everyOther} onChange={(event) => setEveryOther(event.target.checked)} />
          }
          label="Label every other tick"
        />
      </Stack>
      <Box sx={{ width: '100%', aspectRatio: '16 / 9', minHeight: 260 }}>
        <LineChart
          xAxis={[
            {
              scaleType: 'utc',
              data: days2024,
              tickInterval,
              tickNumber,
              tickLabelInterval: everyOther ? (_value: Date, index: number) => index % 2 === 0 : 'auto',
              valueFormatter: (date: Date, context) =>
                context.location === 'tick' ? formatMonth(date) : formatDay(date),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
          series={[
            {
              data: temperatures.madrid,
              label: 'Madrid, daily mean',
              showMark: false,
              valueFormatter: (value) => (value == null ? '' : `${value} °C`),
            },
          ]}
          grid={{ vertical: true }}
        />
      </Box>
    </Stack>
  );
}
