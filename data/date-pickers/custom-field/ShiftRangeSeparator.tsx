import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

// A warehouse rota: the week of a shift pattern and its daily hours.
export default function ShiftRangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Night rota"
          defaultValue={[dayjs('2025-02-03'), dayjs('2025-02-09')]}
          dateSeparator="→"
        />
        <SingleInputTimeRangeField
          label="Daily hours"
          defaultValue={[dayjs('2025-02-03T22:00'), dayjs('2025-02-04T06:00')]}
          dateSeparator="until"
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
