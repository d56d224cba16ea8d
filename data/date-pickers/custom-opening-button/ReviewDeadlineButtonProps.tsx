import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReviewDeadlineButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Review deadline"
          defaultValue={dayjs('2025-11-14')}
          slotProps={{
            openPickerButton: { color: 'primary', edge: 'end' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <DatePicker
          label="Legal sign-off"
          defaultValue={dayjs('2025-11-21')}
          slotProps={{
            // A function receives the owner state: colour the button once a date is set.
            openPickerButton: (ownerState) => ({
              color: ownerState.isPickerValueEmpty ? 'default' : 'secondary',
              title: 'Open the sign-off calendar',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
