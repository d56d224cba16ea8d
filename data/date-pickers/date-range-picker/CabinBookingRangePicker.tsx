import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  DateRangePickerDay,
  DateRangePickerDayProps,
  dateRangePickerDayClasses,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Nights already sold, by the date the night starts (check-in day).
const bookedNights = new Set([
  '2025-08-08',
  '2025-08-09',
  '2025-08-10',
  '2025-08-20',
  '2025-08-21',
]);
const nightlyRate = 140;
const seasonStart = dayjs('2025-08-01');
const seasonEnd = dayjs('2025-09-30');

const isBooked = (day: Dayjs) => bookedNights.has(day.format('YYYY-MM-DD'));

// No check-in on a sold night; no check-out the morning after a sold night that is not yours.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' ? isBooked(day) : isBooked(day.subtract(1, 'day'));
}

// The picker only checks the two ends of the range: check the nights in between yourself.
function firstSoldNightInside([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return null;
  }
  for (let night = start; night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    if (isBooked(night)) {
      return night;
    }
  }
  return null;
}

// Sold nights are struck through, whichever end of the range is being chosen.
function CabinDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth, sx, ...other } = props;
  const sold = !outsideCurrentMonth && isBooked(day);
  return (
    <DateRangePickerDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      sx={[
        // The root is the range highlight; the number is in the inner day button.
        sold && {
          [`& .${dateRangePickerDayClasses.day}`]: {
            textDecoration: 'line-through',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export default function CabinBookingRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-14'),
    dayjs('2025-08-17'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [confirmed, setConfirmed] = React.useState<string | null>(null);

  const [start, end] = value;
  const complete = Boolean(start?.isValid() && end?.isValid());
  const nights = complete ? end!.diff(start!, 'day') : 0;
  const clash = firstSoldNightInside(value);
  const tooShort = complete && nights < 2;
  const hasError = error[0] !== null || error[1] !== null;
  const canBook = complete && !clash && !tooShort && !hasError;

  let status = `${nights} nights × $${nightlyRate} = $${nights * nightlyRate}`;
  if (!complete) {
    status = 'Choose a check-in and a check-out date.';
  } else if (hasError) {
    status = 'One of the dates is outside the season or on a sold night.';
  } else if (clash) {
    status = `The night of ${clash.format('MMMM D')} is already booked.`;
  } else if (tooShort) {
    status = 'The cabin is let for two nights or more.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="p">
            Lakeside cabin · August and September 2025
          </Typography>
          <DateRangePicker
            desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
            label="Stay"
            value={value}
            onChange={(newValue) => {
              setValue(newValue);
              setConfirmed(null);
            }}
            onError={setError}
            localeText={{ start: 'Check-in', end: 'Check-out' }}
            minDate={seasonStart}
            maxDate={seasonEnd}
            shouldDisableDate={shouldDisableDate}
            slots={{ day: CabinDay }}
          />
          <Alert severity={canBook ? 'success' : 'warning'} sx={{ minHeight: 48 }}>
            {status}
          </Alert>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Button
              variant="contained"
              disabled={!canBook}
              onClick={() =>
                setConfirmed(
                  `Held ${start!.format('MMM D')} – ${end!.format('MMM D')} for you.`,
                )
              }
            >
              Hold these dates
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {confirmed ?? 'Nothing held yet.'}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </LocalizationProvider>
  );
}
