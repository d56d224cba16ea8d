import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ShiftStartDateTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DateTimeField label="Night shift starts" name="shiftStart" defaultValue={dayjs('2025-02-03T22:00')} />
        {/* Empty: focus it to see the sections to fill in. */}
        <DateTimeField label="Night shift ends" name="shiftEnd" />
      </Box>
    </LocalizationProvider>
  );
}
