import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BoardingStartOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Flight date"
          defaultValue={dayjs('2025-08-03')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <TimePicker
          label="Boarding closes"
          defaultValue={dayjs('2025-08-03T13:20')}
          slotProps={{
            field: { openPickerButtonPosition: 'start', clearable: true },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
