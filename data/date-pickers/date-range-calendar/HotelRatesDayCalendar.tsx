import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Nights on Friday and Saturday, and the local festival, cost more.
const festival = new Set(['2025-10-16', '2025-10-17', '2025-10-18']);

function nightlyRate(day: Dayjs) {
  if (festival.has(day.format('YYYY-MM-DD'))) {
    return 240;
  }
  return day.day() === 5 || day.day() === 6 ? 160 : 110;
}

function RateDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const rate = nightlyRate(day);
  const peak = !outsideCurrentMonth && rate > 200;
  const weekend = !outsideCurrentMonth && rate > 110 && !peak;

  return (
    <DateRangePickerDay
      {...props}
      sx={[
        // A dot under the number: amber for weekend nights, red for festival nights.
        (peak || weekend) && {
          position: 'relative',
          '&::after': {
            content: '""',
            position: 'absolute',
            bottom: 3,
            left: '50%',
            width: 5,
            height: 5,
            ml: '-2.5px',
            borderRadius: '50%',
            bgcolor: peak ? 'error.main' : 'warning.main',
          },
        },
      ]}
    />
  );
}

function total([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return 'Pick the night of arrival, then the day of departure.';
  }
  let sum = 0;
  for (let night = start; night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    sum += nightlyRate(night);
  }
  return `${end.diff(start, 'day')} nights, $${sum} in total`;
}

export default function HotelRatesDayCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-14'),
    dayjs('2025-10-17'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Box sx={{ alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DateRangeCalendar
            calendars={1}
            value={value}
            onChange={(newValue) => setValue(newValue)}
            slots={{ day: RateDay }}
          />
        </Box>
        <Typography variant="body2">
          $110 weeknights · $160 Friday and Saturday (amber dot) · $240 festival (red dot)
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {total(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
