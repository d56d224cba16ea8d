import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MeetingBookingDateTimePicker() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-18T14:30'));
  const valid = start !== null && start.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker label="Meeting starts" value={start} onChange={(newValue) => setStart(newValue)} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          value: {valid ? start.format('YYYY-MM-DDTHH:mm') : String(start === null ? null : 'Invalid Date')}
        </Typography>
        <Typography variant="body2">
          Ends at: {valid ? start.add(45, 'minute').format('h:mm A') : 'pick a start time'} (45-minute slot)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
