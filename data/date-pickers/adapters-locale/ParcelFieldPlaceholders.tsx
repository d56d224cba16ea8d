import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { PickersInputComponentLocaleText } from '@mui/x-date-pickers/locales';

// Each section of an empty field asks for its own placeholder.
const lowerCasePlaceholders: PickersInputComponentLocaleText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? 'month' : 'mm'),
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
};

const dashPlaceholders: PickersInputComponentLocaleText = {
  fieldHoursPlaceholder: () => '--',
  fieldMinutesPlaceholder: () => '--',
  fieldMeridiemPlaceholder: () => 'am/pm',
};

export default function ParcelFieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 620,
        }}
      >
        <DatePicker label="Pickup day (default)" format="DD/MM/YYYY" />
        <DatePicker
          label="Pickup day (custom)"
          format="DD/MM/YYYY"
          localeText={lowerCasePlaceholders}
        />
        <DatePicker
          label="Pickup month (custom)"
          format="MMMM YYYY"
          views={['year', 'month']}
          localeText={lowerCasePlaceholders}
        />
        <TimePicker
          label="Pickup time (custom)"
          localeText={dashPlaceholders}
        />
      </Box>
    </LocalizationProvider>
  );
}
