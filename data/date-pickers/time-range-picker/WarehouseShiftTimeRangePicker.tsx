import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function WarehouseShiftTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Warehouse shift"
        name="shift"
        // A fixed day: the same field on the server and in the browser.
        defaultValue={[dayjs('2025-10-06T06:00'), dayjs('2025-10-06T14:00')]}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
