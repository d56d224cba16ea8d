import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function BudgetMonthYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2025-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2">Budget period: {period.format('MMMM YYYY')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Box sx={{ width: 320 }}>
            <Typography variant="subtitle2" component="p">Year</Typography>
            <YearCalendar
              value={period}
              onChange={(newValue) => setPeriod(newValue)}
              minDate={dayjs('2018-01-01')}
              maxDate={dayjs('2030-12-31')}
              disableHighlightToday
            />
          </Box>
          <Box sx={{ width: 320 }}>
            <Typography variant="subtitle2" component="p">Month</Typography>
            <MonthCalendar
              value={period}
              onChange={(newValue) => setPeriod(newValue)}
              disableHighlightToday
            />
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
