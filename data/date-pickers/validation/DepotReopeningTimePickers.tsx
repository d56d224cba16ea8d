import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

// The depot reopens after maintenance on June 14 at 2 PM.
const reopensAt = dayjs('2025-06-14T14:00');
// The pickup being edited is on the next day, in the morning.
const pickup = dayjs('2025-06-15T10:00');

export default function DepotReopeningTimePickers() {
  const [timeOnlyValue, setTimeOnlyValue] = React.useState<Dayjs | null>(pickup);
  // 10:00 is earlier than 14:00 once the date is ignored, so this one starts in error.
  const [timeOnlyError, setTimeOnlyError] = React.useState<TimeValidationError>('minTime');
  const [fullValue, setFullValue] = React.useState<Dayjs | null>(pickup);
  const [fullError, setFullError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Typography variant="body2">
          minTime = {reopensAt.format('YYYY-MM-DD HH:mm')} · value date ={' '}
          {pickup.format('YYYY-MM-DD')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Stack spacing={0.5}>
            <TimePicker
              label="Pickup (time of day only)"
              value={timeOnlyValue}
              onChange={setTimeOnlyValue}
              minTime={reopensAt}
              onError={setTimeOnlyError}
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              error: {timeOnlyError ?? 'null'}
            </Typography>
          </Stack>
          <Stack spacing={0.5}>
            <TimePicker
              label="Pickup (date part counts)"
              value={fullValue}
              onChange={setFullValue}
              minTime={reopensAt}
              disableIgnoringDatePartForTimeValidation
              onError={setFullError}
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              error: {fullError ?? 'null'}
            </Typography>
          </Stack>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
