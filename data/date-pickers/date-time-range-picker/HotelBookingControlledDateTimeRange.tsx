import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const nightlyRate = 142;

function show(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

function countNights([checkIn, checkOut]: DateRange<Dayjs>) {
  if (!checkIn?.isValid() || !checkOut?.isValid() || checkOut.isBefore(checkIn)) {
    return 0;
  }
  return checkOut.startOf('day').diff(checkIn.startOf('day'), 'day');
}

export default function HotelBookingControlledDateTimeRange() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-03T16:00'),
    dayjs('2025-10-05T10:30'),
  ]);
  const [quote, setQuote] = React.useState<string>('—');
  const nights = countNights(stay);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Your stay"
          value={stay}
          onChange={setStay}
          // Fires once the range is final: a good time to ask the server for a price.
          onAccept={(newValue) =>
            setQuote(`$${countNights(newValue) * nightlyRate} for the stay`)
          }
          // When the field is empty, the calendar opens on this month.
          referenceDate={dayjs('2025-10-01T15:00')}
        />
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          value: [{show(stay[0])}, {show(stay[1])}]
        </Typography>
        <Typography variant="body2">
          Nights: {nights} · Quote after onAccept: {quote}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
