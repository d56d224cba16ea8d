import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The rental desk is closed on Sundays, so no pickup then;
// cars can still be returned on a Sunday through the key drop box, but not on a Saturday
// (the desk closes early and the drop box is emptied for the weekend).
function isBlocked(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() === 0;
  }
  return day.day() === 6;
}

export default function CarRentalRangeValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-04'),
    dayjs('2025-08-10'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          localeText={{ start: 'Pickup', end: 'Return' }}
          value={value}
          onChange={setValue}
          minDate={dayjs('2025-07-01')}
          shouldDisableDate={isBlocked}
          onError={setError}
          sx={{ maxWidth: 360 }}
        />
        <Typography variant="body2">No pickups on Sundays, no returns on Saturdays</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          error: [{error.map((part) => (part === null ? 'null' : `"${part}"`)).join(', ')}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
