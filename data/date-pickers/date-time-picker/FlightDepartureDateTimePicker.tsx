import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FlightDepartureDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 320 }}>
        {/* The scheduled departure of a charter flight, sent with the form as "departure". */}
        <DateTimePicker label="Departure" name="departure" defaultValue={dayjs('2025-09-12T07:45')} />
      </Box>
    </LocalizationProvider>
  );
}
