import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
// Types the picker entries of `theme.components` (MuiDatePicker, MuiPickersDay…).
import type {} from '@mui/x-date-pickers/themeAugmentation';

// A function theme extends the theme above it (here, the site's light or dark theme).
function withPickerDefaults(outer: Theme): Theme {
  const { palette } = outer.vars ?? outer;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDatePicker: {
        defaultProps: {
          format: 'DD MMM YYYY',
          displayWeekNumber: true,
        },
      },
      MuiPickersDay: {
        styleOverrides: {
          root: { fontWeight: 500 },
        },
      },
      MuiDayCalendar: {
        styleOverrides: {
          // Darker week numbers than the default, for contrast.
          weekNumber: { color: palette.text.secondary },
        },
      },
    },
  };
}

export default function ThemeDefaultsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withPickerDefaults}>
        {/* Neither picker sets a format: both take it from the theme. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Sprint start" defaultValue={dayjs('2025-02-03')} />
          <DatePicker label="Sprint review" defaultValue={dayjs('2025-02-14')} />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
