import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The sale opens on Friday morning and ends on Monday evening.
const saleStarts = dayjs('2025-11-28T09:00');
const saleEnds = dayjs('2025-12-01T18:00');

export default function FlashSaleDateTimeWindow() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-11-28T10:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateTimePicker
          label="Send the promo email at"
          value={value}
          onChange={setValue}
          minDateTime={saleStarts}
          maxDateTime={saleEnds}
          onError={setError}
          sx={{ maxWidth: 320 }}
        />
        <Typography variant="body2">
          Sale: {saleStarts.format('ddd MMM D, h:mm A')} to {saleEnds.format('ddd MMM D, h:mm A')}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          error: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
