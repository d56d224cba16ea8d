import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2025-01-01');
const lastDay = dayjs('2025-12-31');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This is not a complete date.',
  minDate: 'Events start in 2025.',
  maxDate: 'Bookings for 2026 open later.',
  shouldDisableDate: 'The venue is closed on Mondays.',
  shouldDisableMonth: '',
  shouldDisableYear: '',
  disablePast: '',
  disableFuture: '',
};

export default function EventDateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 320 }}>
        <DateField
          label="Event date"
          defaultValue={dayjs('2026-01-12')}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={(day) => day.day() === 1}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'Any day of 2025 except Mondays',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
