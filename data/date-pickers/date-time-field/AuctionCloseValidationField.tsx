import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// An auction listed on June 2 at 12:00 can close between 24 hours and 10 days later.
const earliestClose = dayjs('2025-06-03T12:00');
const latestClose = dayjs('2025-06-12T12:00');

export default function AuctionCloseValidationField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-04T15:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Auction closes"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDateTime={earliestClose}
          maxDateTime={latestClose}
          onError={(newError) => setError(newError)}
          helperText={error ? 'Between 24 hours and 10 days after listing' : ' '}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          error: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
