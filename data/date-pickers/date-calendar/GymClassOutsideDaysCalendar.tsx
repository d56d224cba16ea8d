import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function GymClassOutsideDaysCalendar() {
  const [fixedWeeks, setFixedWeeks] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack>
        <FormControlLabel
          control={
            <Switch
              checked={fixedWeeks}
              onChange={(event) => setFixedWeeks(event.target.checked)}
            />
          }
          label="fixedWeekNumber={6}"
        />
        <DateCalendar
          defaultValue={dayjs('2025-02-12')}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={fixedWeeks ? 6 : undefined}
        />
      </Stack>
    </LocalizationProvider>
  );
}
