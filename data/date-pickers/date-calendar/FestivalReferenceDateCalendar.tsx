import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The festival runs in September 2025: open the calendar there, with nothing selected.
const festivalStart = dayjs('2025-09-01');

export default function FestivalReferenceDateCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

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
          referenceDate={festivalStart}
        />
        <Typography variant="body2" sx={{ minWidth: 200 }}>
          Ticket day: {value ? value.format('dddd, MMMM D') : 'not chosen yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
