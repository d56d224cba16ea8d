import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function show(time: Dayjs | null) {
  if (time === null) {
    return 'null';
  }
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

export default function CourierSlotControlledTimeRangeField() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-12-03T13:00'),
    dayjs('2025-12-03T15:00'),
  ]);
  const [start, end] = slot;
  const length =
    start?.isValid() && end?.isValid() && !end.isBefore(start)
      ? `${end.diff(start, 'minute')} minutes`
      : 'not a complete slot';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
        <SingleInputTimeRangeField
          id="courier-delivery-slot"
          label="Delivery slot"
          value={slot}
          onChange={setSlot}
          // The day of a time typed into an empty field.
          referenceDate={dayjs('2025-12-03T09:00')}
          clearable
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{show(start)}, {show(end)}]
        </Typography>
        <Typography variant="body2">Slot length: {length}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
