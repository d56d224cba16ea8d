import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The tennis club is closed on Mondays: arrow keys skip those days.
const isMonday = (day: Dayjs) => day.day() === 1;

export default function CourtBookingCalendarKeys() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          shouldDisableDate={isMonday}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-12-31')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          court booked for: {value ? value.format('ddd YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
