import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

export default function TravelPastFutureDates() {
  const [departureError, setDepartureError] = React.useState<DateValidationError>(null);
  const [birthError, setBirthError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* A trip can only start today or later. */}
          <DatePicker label="Departure" disablePast onError={setDepartureError} />
          {/* Nobody is born tomorrow. */}
          <DatePicker label="Passenger date of birth" disableFuture onError={setBirthError} />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          departure error: {departureError ?? 'null'} · birth date error: {birthError ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
