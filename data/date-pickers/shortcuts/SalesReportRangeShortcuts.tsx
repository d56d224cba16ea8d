import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { reportRangeShortcuts } from './reportRangeShortcuts';

// The picker is closed on the page, so the periods can count from the real today:
// they are computed in the browser when the reader opens it.
const shortcuts = reportRangeShortcuts(() => dayjs());

function formatDay(day: Dayjs | null) {
  return day === null ? 'null' : day.format('YYYY-MM-DD');
}

export default function SalesReportRangeShortcuts() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          localeText={{ start: 'Report from', end: 'Report to' }}
          value={value}
          onChange={setValue}
          disableFuture
          slotProps={{ shortcuts: { items: shortcuts } }}
          sx={{ maxWidth: 360 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{formatDay(value[0])}, {formatDay(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
