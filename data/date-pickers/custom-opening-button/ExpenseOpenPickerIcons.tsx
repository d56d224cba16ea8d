import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AlarmIcon from '@mui/icons-material/Alarm';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ExpenseOpenPickerIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Receipt date"
          defaultValue={dayjs('2025-03-28')}
          slots={{ openPickerIcon: ReceiptLongIcon }}
        />
        <TimePicker
          label="Taxi pick-up"
          defaultValue={dayjs('2025-03-28T05:45')}
          slots={{ openPickerIcon: AlarmIcon }}
        />
        <DateTimePicker
          label="Client dinner"
          defaultValue={dayjs('2025-03-27T19:30')}
          slots={{ openPickerIcon: EditCalendarIcon }}
        />
      </Box>
    </LocalizationProvider>
  );
}
