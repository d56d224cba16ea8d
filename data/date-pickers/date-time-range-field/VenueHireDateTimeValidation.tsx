import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The hall can be hired from 08:00 to 23:00, in quarter hours, on any day of 2025 but Sundays.
// minTime and maxTime only compare the time of day: the date of these two values does not matter.
const opens = dayjs('2025-01-01T08:00');
const closes = dayjs('2025-01-01T23:00');

const messages: Record<string, string> = {
  invalidDate: 'Not a complete date and time.',
  invalidRange: 'Ends before it starts.',
  minDate: 'Bookings start in 2025.',
  maxDate: 'Bookings for 2026 are not open.',
  minDateTime: 'Bookings start in 2025.',
  maxDateTime: 'Bookings for 2026 are not open.',
  minTime: 'The hall opens at 08:00.',
  maxTime: 'The hall closes at 23:00.',
  minutesStep: 'Use quarter hours.',
  shouldDisableDate: 'Closed on Sundays.',
};

export default function VenueHireDateTimeValidation() {
  const id = React.useId();
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2025-06-13T18:00'), dayjs('2025-06-13T23:30')]}
          ampm={false}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-12-31')}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          shouldDisableDate={(day) => day.day() === 0}
          onError={setError}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => {
              const partError = error[position === 'start' ? 0 : 1];
              return {
                id: `${id}-${position}`,
                label: position === 'start' ? 'Hire from' : 'Hire until',
                helperText: partError ? messages[partError] ?? partError : '08:00–23:00, not on Sundays',
              };
            },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          error: [{error.map((part) => (part === null ? 'null' : `"${part}"`)).join(', ')}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
