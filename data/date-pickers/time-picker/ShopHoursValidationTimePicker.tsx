import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

const opens = dayjs('2025-01-01T09:00');
const closes = dayjs('2025-01-01T17:30');

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The shop opens at 9:00 AM.',
  maxTime: 'The last collection is at 5:30 PM.',
  'shouldDisableTime-hours': 'No collections during the lunch hour (1 PM).',
  minutesStep: 'Collections are every 15 minutes.',
  invalidDate: 'Type a full time, for example 10:15 AM.',
};

export default function ShopHoursValidationTimePicker() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-01-01T18:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 360 }}>
        <TimePicker
          label="Click & collect time"
          value={value}
          onChange={setValue}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          // The lunch hour: every minute from 13:00 to 13:59.
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 13}
          onError={setError}
          slotProps={{
            textField: {
              // Reserve the line so the page does not move when a message appears.
              helperText: error ? (messages[error] ?? error) : 'Between 9:00 AM and 5:30 PM',
            },
          }}
        />
        <Typography variant="body2">onError: {error ?? 'null'}</Typography>
      </Box>
    </LocalizationProvider>
  );
}
