import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const opening = dayjs('2025-05-01');
const closing = dayjs('2025-09-30');

export default function BookingWindowDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Summer booking"
        defaultValue={dayjs('2025-07-01')}
        minDate={opening}
        maxDate={closing}
        shouldDisableDate={(date) => date.day() === 1}
        slotProps={{ textField: { helperText: 'May to September, closed on Mondays' } }}
      />
    </LocalizationProvider>
  );
}
