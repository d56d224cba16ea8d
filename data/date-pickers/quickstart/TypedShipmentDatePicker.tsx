import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

const firstPickup = dayjs('2025-04-01');

export default function TypedShipmentDatePicker() {
  // With AdapterDayjs, a picker's value is a Dayjs object, or null when the field is empty.
  const [shipOn, setShipOn] = React.useState<Dayjs | null>(dayjs('2025-04-08'));
  const [error, setError] = React.useState<DateValidationError>(null);

  const handleChange = (
    newValue: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    setShipOn(newValue);
    setError(context.validationError);
  };

  let summary = 'No date yet';
  if (error) {
    summary = `Not accepted (validation error: "${error}")`;
  } else if (shipOn) {
    summary = `Ships ${shipOn.format('dddd D MMMM YYYY')}, ${shipOn.diff(firstPickup, 'day')} days after the first pickup`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker
          label="Ship on"
          value={shipOn}
          onChange={handleChange}
          minDate={firstPickup}
          slotProps={{ textField: { helperText: 'Pickups start on 1 April 2025' } }}
        />
        <Typography variant="body2" sx={{ minHeight: '2.9em' }}>
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
