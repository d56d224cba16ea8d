import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RoadTripRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* One month fits a narrow column; without `calendars`, two are shown side by side. */}
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-06-27'), dayjs('2025-07-06')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
