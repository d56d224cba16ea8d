import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import {
  DateRange,
  DateTimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

// The booking season, and the nights the hotel is full.
const seasonStart = dayjs('2025-11-01T00:00');
const seasonEnd = dayjs('2025-12-20T12:00');
const fullyBooked = ['2025-11-14', '2025-11-15'];

const messages: Record<string, string> = {
  minDate: 'Bookings open on November 1.',
  maxDate: 'The season ends on December 20.',
  minDateTime: 'Bookings open on November 1.',
  maxDateTime: 'The last check-out is December 20 at noon.',
  minTime: 'Reception opens at 7:00.',
  maxTime: 'Reception closes at 23:00.',
  shouldDisableDate:
    'The hotel is full on November 14 and 15: no arrival those days.',
  invalidRange: 'Check-out is before check-in.',
  invalidDate: 'Type a full date and time.',
};

export default function HotelRulesDateTimeRangeValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-11-14T16:00'),
    dayjs('2025-11-16T10:00'),
  ]);
  // Start from the error of the initial value, so the first render already shows its message.
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    'shouldDisableDate',
    null,
  ]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Stay"
          value={value}
          onChange={setValue}
          onError={setError}
          minDateTime={seasonStart}
          maxDateTime={seasonEnd}
          minTime={dayjs('2025-11-01T07:00')}
          maxTime={dayjs('2025-11-01T23:00')}
          ampm={false}
          // `position` says which end of the range the day is checked for.
          shouldDisableDate={(day, position) =>
            position === 'start' && fullyBooked.includes(day.format('YYYY-MM-DD'))
          }
          slotProps={{
            // Always present, so the page does not move when a message appears.
            textField: {
              helperText: reason
                ? (messages[reason] ?? reason)
                : 'Arrivals from 7:00 to 23:00',
            },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
