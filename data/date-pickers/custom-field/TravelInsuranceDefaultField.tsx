import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TravelInsuranceDefaultField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label="Cover starts"
          defaultValue={dayjs('2025-07-04')}
          formatDensity="spacious"
          slotProps={{
            // Props of the field, such as its clear button.
            field: { clearable: true },
            // Props of the text field that draws it.
            textField: {
              variant: 'filled',
              helperText: 'The day you leave home',
              size: 'small',
            },
          }}
        />
        <DatePicker
          label="Cover ends"
          defaultValue={dayjs('2025-07-18')}
          format="DD/MM/YYYY"
          formatDensity="dense"
          slotProps={{
            textField: { helperText: 'Dense separators, day first', size: 'small' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
