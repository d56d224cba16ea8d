import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TrainServiceTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {/* A 24-hour format and a word between the two times. */}
        <TimeRangePicker
          label="First to last train"
          format="HH:mm"
          defaultValue={[dayjs('2025-05-05T05:42'), dayjs('2025-05-05T23:58')]}
        />
        {/* A clear button inside the field, and the open button moved to the start. */}
        <TimeRangePicker
          label="Engineering works"
          defaultValue={[dayjs('2025-05-05T00:30'), dayjs('2025-05-05T04:30')]}
          slotProps={{
            field: { clearable: true, openPickerButtonPosition: 'start' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
