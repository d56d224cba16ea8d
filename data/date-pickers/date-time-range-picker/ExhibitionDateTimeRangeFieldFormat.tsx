import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ExhibitionDateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 440 }}>
        {/* A shorter format: no year, 24 hours, and "to" between the dates. */}
        <DateTimeRangePicker
          label="Stand build-up"
          format="MMM D, HH:mm"
          defaultValue={[dayjs('2025-03-02T07:00'), dayjs('2025-03-03T19:00')]}
        />
        {/* A clear button, and the open button at the start of the field. */}
        <DateTimeRangePicker
          label="Public opening"
          format="ddd DD/MM HH:mm"
          defaultValue={[dayjs('2025-03-04T10:00'), dayjs('2025-03-08T18:00')]}
          slotProps={{
            field: { clearable: true, openPickerButtonPosition: 'start' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
