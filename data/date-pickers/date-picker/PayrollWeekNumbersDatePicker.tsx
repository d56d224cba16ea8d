import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

// For payday.week() below; the calendar computes its own week numbers.
dayjs.extend(weekOfYear);

export default function PayrollWeekNumbersDatePicker() {
  const [payday, setPayday] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={payday}
          onChange={setPayday}
          displayWeekNumber
          fixedWeekNumber={6}
          showDaysOutsideCurrentMonth
          slotProps={{ actionBar: { actions: [] } }}
          // The default week number colour is paler than WCAG AA allows on white.
          sx={{
            [`& .${dayCalendarClasses.weekNumber}, & .${dayCalendarClasses.weekNumberLabel}`]: {
              color: 'text.secondary',
            },
          }}
        />
        <Typography variant="body2" sx={{ pt: 2 }}>
          Payday: {payday ? `${payday.format('ddd D MMM YYYY')}, week ${payday.week()}` : 'none'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
