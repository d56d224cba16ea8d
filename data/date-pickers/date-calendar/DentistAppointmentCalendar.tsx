import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DentistAppointmentCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-23'));
  const [shownMonth, setShownMonth] = React.useState<Dayjs>(dayjs('2025-09-01'));

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
          onMonthChange={(month) => setShownMonth(month)}
        />
        <Stack spacing={1} sx={{ minWidth: 200 }}>
          <Typography variant="body2">
            Appointment: {value ? value.format('dddd, MMMM D, YYYY') : 'none'}
          </Typography>
          <Typography variant="body2">Month on screen: {shownMonth.format('MMMM YYYY')}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
