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

// The two inputs side by side, stacked on phones.
function StackedRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />
  );
}

export default function HolidayRentalRangePickerKeys() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-02'),
    dayjs('2025-08-09'),
  ]);

  const show = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : 'null');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* The default field: one input for both dates. One calendar month keeps the popover phone-sized. */}
          <DateRangePicker
            label="Stay"
            calendars={1}
            value={value}
            onChange={setValue}
            sx={{ width: 280 }}
          />
          {/* Two inputs, one per date. */}
          <DateRangePicker
            localeText={{ start: 'Arrival', end: 'Departure' }}
            calendars={1}
            value={value}
            onChange={setValue}
            slots={{ field: StackedRangeField }}
          />
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{show(value[0])}, {show(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
