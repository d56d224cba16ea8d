import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Enrolment runs from November 3 to December 12, 2025.
// Patients start a course on a Monday and finish it on a Friday.
const firstDay = dayjs('2025-11-03');
const lastDay = dayjs('2025-12-12');

function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' ? day.day() !== 1 : day.day() !== 5;
}

function formatDay(day: Dayjs | null) {
  return day === null ? '—' : day.format('ddd, MMM D');
}

export default function ClinicalTrialRangeValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Box sx={{ alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={1}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            minDate={firstDay}
            maxDate={lastDay}
            shouldDisableDate={shouldDisableDate}
          />
        </Box>
        <Typography variant="body2">
          Course: {formatDay(value[0])} to {formatDay(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
