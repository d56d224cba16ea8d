import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// Days the clinic is closed on top of the weekends.
const holidays = new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01']);

function isClosed(day: Dayjs) {
  const weekday = day.day(); // 0 is Sunday, 6 is Saturday
  return weekday === 0 || weekday === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function ClinicClosedDaysPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-22'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Appointment"
          value={value}
          onChange={setValue}
          shouldDisableDate={isClosed}
          onError={setError}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">Closed on weekends and Dec 24–26, Dec 31, Jan 1</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            error: {error ?? 'null'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
