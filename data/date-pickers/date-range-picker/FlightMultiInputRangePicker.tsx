import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatDay(day: Dayjs | null) {
  return day?.isValid() ? day.format('ddd, MMM D') : '—';
}

// The two inputs side by side from the `sm` breakpoint up, stacked on phones.
function ResponsiveRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />;
}

export default function FlightMultiInputRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-02'),
    dayjs('2025-05-11'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          value={value}
          onChange={setValue}
          // Two text fields instead of one: each date gets its own label and focus.
          slots={{ field: ResponsiveRangeField }}
          localeText={{ start: 'Outbound', end: 'Return' }}
        />
        <Typography variant="body2">
          Outbound {formatDay(value[0])} · return {formatDay(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
