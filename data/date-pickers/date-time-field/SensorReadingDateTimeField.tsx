import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SensorReadingDateTimeField() {
  const [readAt, setReadAt] = React.useState<Dayjs | null>(dayjs('2025-07-21T06:40'));

  let shown = 'null';
  if (readAt !== null) {
    shown = readAt.isValid() ? readAt.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Meter read at" value={readAt} onChange={(newValue) => setReadAt(newValue)} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {shown}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
