import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The conference runs for two weeks; talks can only be scheduled inside that window.
const firstDay = dayjs('2025-09-08');
const lastDay = dayjs('2025-09-19');

export default function ConferenceTalkMinMaxDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-10'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Talk date"
          value={value}
          onChange={setValue}
          minDate={firstDay}
          maxDate={lastDay}
          onError={setError}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">
            Window: {firstDay.format('MMM D')} to {lastDay.format('MMM D, YYYY')}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {value === null ? 'null' : value.format('YYYY-MM-DD')}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            error: {error ?? 'null'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
