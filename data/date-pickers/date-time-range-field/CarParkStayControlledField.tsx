import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatMoment(moment: Dayjs | null) {
  if (moment === null) {
    return 'null';
  }
  return moment.isValid() ? moment.format('YYYY-MM-DDTHH:mm') : 'Invalid Date';
}

// Airport parking: €4 per started hour, capped at €30 per day.
function price([entry, exit]: DateRange<Dayjs>) {
  if (!entry?.isValid() || !exit?.isValid() || !exit.isAfter(entry)) {
    return 'Enter an arrival and a departure to see the price.';
  }
  const hours = Math.ceil(exit.diff(entry, 'minute') / 60);
  const days = Math.floor(hours / 24);
  const cost = days * 30 + Math.min((hours % 24) * 4, 30);
  return `${hours} started hours: €${cost}`;
}

export default function CarParkStayControlledField() {
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-11T06:15'),
    dayjs('2025-04-13T21:40'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <SingleInputDateTimeRangeField
          id={id}
          label="Parking"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          format="DD MMM HH:mm"
          dateSeparator="→"
          clearable
          sx={{ width: 340, maxWidth: '100%' }}
        />
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          value: [{formatMoment(value[0])}, {formatMoment(value[1])}]
        </Typography>
        <Typography variant="body2">{price(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
