import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReleaseCalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-04-22')}
        slotProps={{
          calendarHeader: {
            format: 'MMM YYYY',
            sx: { bgcolor: 'action.hover', borderRadius: 1, mx: 1, px: 1 },
          },
          switchViewButton: { color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
