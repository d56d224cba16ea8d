import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function OvernightShiftTimeRangeLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
        {/* One text per position: the two inputs and, on mobile, the two tabs. */}
        <TimeRangePicker
          localeText={{ start: 'Clock in', end: 'Clock out' }}
          defaultValue={[dayjs('2025-02-14T22:00'), dayjs('2025-02-14T23:45')]}
          slots={{ field: MultiInputTimeRangeField }}
        />
        {/* A label for the end input only, through the text field slot.
            The multi input field adds `position` to the owner state at runtime;
            the picker's typings do not list it, hence the `in` check. */}
        <TimeRangePicker
          defaultValue={[dayjs('2025-02-14T18:00'), dayjs('2025-02-14T21:00')]}
          slots={{ field: MultiInputTimeRangeField }}
          slotProps={{
            textField: (ownerState) =>
              'position' in ownerState && ownerState.position === 'end'
                ? { label: 'End (same evening)' }
                : {},
          }}
        />
        {/* The mobile dialog: its Start / End tabs follow localeText too. */}
        <MobileTimeRangePicker
          label="Night watch"
          localeText={{
            start: 'Begins',
            end: 'Ends',
            toolbarTitle: 'Night watch',
          }}
          defaultValue={[dayjs('2025-02-14T20:00'), dayjs('2025-02-14T23:00')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
