import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function CarRentalMultiInputDateTimeRange() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-11T09:00'),
    dayjs('2025-04-14T18:00'),
  ]);
  const [start, end] = rental;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <DateTimeRangePicker
          value={rental}
          onChange={setRental}
          slots={{ field: MultiInputDateTimeRangeField }}
          // The labels of the two inputs (and of the mobile tabs' positions).
          localeText={{ start: 'Pick-up', end: 'Drop-off' }}
        />
        <Typography variant="body2">
          Rental length: {hours === null ? '—' : `${Math.floor(hours / 24)} days ${hours % 24} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
