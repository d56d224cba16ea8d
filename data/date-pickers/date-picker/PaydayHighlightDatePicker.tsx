import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Salaries are paid on the 15th and on the last day of each month.
function isPayday(day: Dayjs) {
  return day.date() === 15 || day.date() === day.daysInMonth();
}

function PaydayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const highlighted = !outsideCurrentMonth && isPayday(day);
  return (
    <Badge
      overlap="circular"
      color="success"
      variant="dot"
      invisible={!highlighted}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function PaydayHighlightDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Expense claim date"
        defaultValue={dayjs('2025-04-10')}
        slots={{ day: PaydayDay }}
        slotProps={{ textField: { helperText: 'Green dots mark paydays' } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
