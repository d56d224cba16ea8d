import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ParcelDispatchDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Dispatch date"
        name="dispatchDate"
        defaultValue={dayjs('2025-03-18')}
        sx={{ maxWidth: 280 }}
      />
    </LocalizationProvider>
  );
}
