import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatTime(time: Dayjs | null) {
  return time?.isValid() ? time.format('h:mm A') : '—';
}

export default function PoolLaneMultiInputTimeRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-12T06:30'),
    dayjs('2025-07-12T08:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {/* Two inputs: the one you click decides which end of the range the views edit. */}
        <TimeRangePicker
          value={value}
          onChange={setValue}
          slots={{ field: MultiInputTimeRangeField }}
        />
        <Typography variant="body2">
          Lane reserved from {formatTime(value[0])} to {formatTime(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
