import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function GateEventViewsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* An incident log: to the second, opening on the hours. */}
        <DateTimePicker
          label="Gate closed at"
          defaultValue={dayjs('2025-09-12T07:31:20')}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="hours"
        />
        {/* A recurring departure: only the day and the hour matter. */}
        <DateTimePicker
          label="Shuttle leaves at"
          defaultValue={dayjs('2025-09-12T08:00')}
          views={['day', 'hours']}
          format="MMM D, h A"
        />
      </Box>
    </LocalizationProvider>
  );
}
