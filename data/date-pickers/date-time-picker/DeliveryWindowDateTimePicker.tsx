import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Deliveries start one hour after the order (placed Tue 10:15) and end on Friday at 20:00.
const earliest = dayjs('2025-05-06T11:15');
const latest = dayjs('2025-05-09T20:00');

export default function DeliveryWindowDateTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-06T18:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Deliver at"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDateTime={earliest}
          maxDateTime={latest}
          timeSteps={{ minutes: 30 }}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: { helperText: error ? 'Choose a time inside the delivery window' : ' ' },
          }}
        />
        <Typography variant="body2">
          Window: {earliest.format('ddd h:mm A')} to {latest.format('ddd h:mm A')}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          error: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
