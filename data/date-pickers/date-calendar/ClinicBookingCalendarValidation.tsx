import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Bookings open for one quarter; the clinic is closed at weekends and on public holidays.
const holidays = ['2025-05-01', '2025-05-29', '2025-06-09'];

function isClosed(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));
}

export default function ClinicBookingCalendarValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-06-30')}
          shouldDisableDate={isClosed}
        />
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          Appointment: {value ? value.format('ddd, MMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
