import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Surgery hours 8–18, nobody at the desk from 12:00 to 13:59, and visits start on a quarter hour.
function isUnavailable(value: Dayjs, view: TimeView) {
  const hour = value.hour();
  if (view === 'hours') {
    return hour < 8 || hour >= 18 || hour === 12 || hour === 13;
  }
  if (view === 'minutes') {
    return value.minute() % 15 !== 0;
  }
  return false;
}

export default function VetClinicDisabledTimes() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14T10:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          label="Visit time"
          value={value}
          onChange={setValue}
          shouldDisableTime={isUnavailable}
          onError={setError}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2">8 AM–12 PM and 2–6 PM, every 15 minutes</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            error: {error ?? 'null'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
