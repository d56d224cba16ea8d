import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function HolidayRentalRangeCalendarKeys() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-05'),
    dayjs('2025-07-12'),
  ]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  const show = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : 'null');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DateRangeCalendar
          calendars={1}
          value={value}
          onChange={setValue}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          arrival: {show(value[0])}
          <br />
          departure: {show(value[1])}
          <br />
          next click sets: {rangePosition}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
