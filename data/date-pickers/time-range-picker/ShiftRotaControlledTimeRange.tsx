import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

type Day = 'mon' | 'tue' | 'wed';

const days: { key: Day; label: string; date: string }[] = [
  { key: 'mon', label: 'Monday', date: '2025-10-06' },
  { key: 'tue', label: 'Tuesday', date: '2025-10-07' },
  { key: 'wed', label: 'Wednesday', date: '2025-10-08' },
];

function shiftHours([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid() || end.isBefore(start)) {
    return 0;
  }
  return end.diff(start, 'minute') / 60;
}

function formatTime(time: Dayjs | null) {
  if (time === null) {
    return 'null';
  }
  return time.isValid() ? time.format('HH:mm') : 'Invalid Date';
}

export default function ShiftRotaControlledTimeRange() {
  const [rota, setRota] = React.useState<Record<Day, DateRange<Dayjs>>>({
    mon: [dayjs('2025-10-06T07:00'), dayjs('2025-10-06T15:00')],
    tue: [dayjs('2025-10-07T12:00'), dayjs('2025-10-07T20:30')],
    wed: [null, null],
  });
  const [lastSaved, setLastSaved] = React.useState('nothing yet');

  const total = days.reduce((sum, day) => sum + shiftHours(rota[day.key]), 0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {days.map((day) => (
            <TimeRangePicker
              key={day.key}
              label={day.label}
              value={rota[day.key]}
              // The day of an empty shift comes from here, not from "today".
              referenceDate={dayjs(`${day.date}T09:00`)}
              onChange={(newValue) =>
                setRota((prev) => ({ ...prev, [day.key]: newValue }))
              }
              onAccept={(newValue) =>
                setLastSaved(
                  `${day.label} ${formatTime(newValue[0])}–${formatTime(newValue[1])}`,
                )
              }
              ampm={false}
            />
          ))}
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {days.map((day) => (
            <React.Fragment key={day.key}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {day.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontFamily: 'monospace' }}
              >
                [{formatTime(rota[day.key][0])}, {formatTime(rota[day.key][1])}]
              </Typography>
            </React.Fragment>
          ))}
        </Box>
        <Typography variant="body2">
          Hours this week: {total.toFixed(1)} · Last accepted: {lastSaved}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
