import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const arrival = dayjs('2025-09-12T11:20');

export default function FlightClockRendererPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* An analog clock in place of the digital columns, on desktop too. */}
        <DateTimePicker
          label="Arrival (clock)"
          defaultValue={arrival}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        {/* No time view at all: the time is typed in the field. */}
        <DateTimePicker
          label="Arrival (type the time)"
          defaultValue={arrival}
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
        />
      </Box>
    </LocalizationProvider>
  );
}
