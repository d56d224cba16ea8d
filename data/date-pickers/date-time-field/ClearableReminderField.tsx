import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ClearableReminderField() {
  const [remindAt, setRemindAt] = React.useState<Dayjs | null>(dayjs('2025-08-29T08:30'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Remind me at"
          value={remindAt}
          onChange={(newValue) => setRemindAt(newValue)}
          clearable
          onClear={() => setClears((count) => count + 1)}
        />
        <Typography variant="body2">
          Reminder: {remindAt && remindAt.isValid() ? remindAt.format('MMM D, h:mm A') : 'none'} (cleared{' '}
          {clears} {clears === 1 ? 'time' : 'times'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
