import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateView } from '@mui/x-date-pickers/models';

export default function VehicleRegistrationViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2019-05-20'));
  const [view, setView] = React.useState<DateView>('year');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DateCalendar
          views={['year', 'month', 'day']}
          openTo="year"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onViewChange={(newView) => setView(newView)}
          minDate={dayjs('1990-01-01')}
          maxDate={dayjs('2025-12-31')}
          disableHighlightToday
        />
        <Stack spacing={1} sx={{ minWidth: 200 }}>
          <Typography variant="body2">View: {view}</Typography>
          <Typography variant="body2">
            First registration: {value ? value.format('YYYY-MM-DD') : 'none'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
