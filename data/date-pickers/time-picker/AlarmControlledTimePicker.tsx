import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AlarmControlledTimePicker() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2025-03-03T06:45'));
  const [saved, setSaved] = React.useState<Dayjs | null>(alarm);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimePicker
          label="Wake-up alarm"
          value={alarm}
          onChange={(newValue) => setAlarm(newValue)}
          // Fires once the choice is final, not on every keystroke.
          onAccept={(newValue) => setSaved(newValue)}
        />
        <Typography variant="body2">
          value: {alarm === null ? 'null' : alarm.isValid() ? alarm.format('HH:mm') : 'Invalid Date'}
        </Typography>
        <Typography variant="body2">
          Alarm saved for: {saved?.isValid() ? saved.format('h:mm A') : 'no alarm'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
