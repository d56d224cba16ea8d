import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

function formatDay(day: Dayjs | null) {
  if (day === null) {
    return 'null';
  }
  return day.isValid() ? day.format('YYYY-MM-DD') : 'Invalid Date';
}

function formatRange([start, end]: DateRange<Dayjs>) {
  return `[${formatDay(start)}, ${formatDay(end)}]`;
}

function describeTrip([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Choose both dates to book the hotel.';
  }
  const nights = end.diff(start, 'day');
  return `${nights} hotel ${nights === 1 ? 'night' : 'nights'} to book.`;
}

export default function ConferenceTripControlledRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-14'),
    dayjs('2025-09-18'),
  ]);
  // What a booking request would send: the last range passed to onAccept.
  const [accepted, setAccepted] = React.useState<{
    range: DateRange<Dayjs>;
    error: DateRangeValidationError;
    count: number;
  } | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Conference trip"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue, context) =>
            setAccepted((previous) => ({
              range: newValue,
              error: context.validationError,
              count: (previous?.count ?? 0) + 1,
            }))
          }
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {formatRange(value)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {accepted === null
            ? 'onAccept: not called yet'
            : `onAccept #${accepted.count}: ${formatRange(accepted.range)}, errors [${accepted.error
                .map((error) => error ?? 'null')
                .join(', ')}]`}
        </Typography>
        <Typography variant="body2">{describeTrip(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
