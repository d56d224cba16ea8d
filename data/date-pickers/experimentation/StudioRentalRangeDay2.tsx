import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function StudioRentalRangeDay2() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-10'),
    dayjs('2025-03-14'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          // Without it, DateRangePickerDay2 renders the empty cells before and after
          // the month as buttons without a name (8.8.0), which screen readers announce.
          showDaysOutsideCurrentMonth
          value={value}
          onChange={setValue}
          slots={{ day: DateRangePickerDay2 }}
          slotProps={{
            day: {
              // The new day reads its size and spacing from CSS variables, set on the day itself.
              // 32 + 2 × 4 keeps the 40 px columns of the week-day header.
              sx: { '--PickerDay-size': '32px', '--PickerDay-horizontalMargin': '4px' },
            },
          }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          studio booked: {value[0]?.format('MMM D') ?? '…'} – {value[1]?.format('MMM D') ?? '…'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
