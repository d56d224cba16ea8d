import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BoardingPassSlotsDatePicker() {
  const [flightDay, setFlightDay] = React.useState<Dayjs | null>(dayjs('2025-12-19'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Flight date"
          value={flightDay}
          onChange={setFlightDay}
          // slots: replace a part with another component.
          slots={{ openPickerIcon: FlightTakeoffIcon }}
          // slotProps: pass props to a part, default or replaced.
          slotProps={{
            openPickerButton: { color: 'primary' },
            textField: { helperText: 'Flights run on weekdays only' },
            actionBar: { actions: ['clear', 'accept'] },
            day: { sx: { borderRadius: 1 } },
          }}
          closeOnSelect={false}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
        />
        <Typography variant="body2">
          Flight date: {flightDay?.isValid() ? flightDay.format('dddd D MMMM YYYY') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
