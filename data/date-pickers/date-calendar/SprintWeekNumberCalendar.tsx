import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function SprintWeekNumberCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-11-17')}
        displayWeekNumber
        // The default grey of week numbers is too pale for text contrast rules.
        sx={{
          [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' },
        }}
        // Two letters per weekday: "Mo", "Tu", "We" …
        dayOfWeekFormatter={(weekday) => weekday.format('dd')}
      />
    </LocalizationProvider>
  );
}
