import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
// Types the picker entries of `theme.components`.
import type {} from '@mui/x-date-pickers/themeAugmentation';

// A function theme extends the theme above it (the site's light or dark theme).
function withBookingDefaults(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDatePicker: {
        defaultProps: {
          format: 'DD MMM YYYY',
          slots: { openPickerIcon: EventAvailableOutlinedIcon },
          slotProps: {
            textField: { size: 'small', helperText: 'Set by the theme' },
          },
        },
      },
    },
  };
}

export default function SlotsThemeDefaultsPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withBookingDefaults}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {/* Takes everything from the theme. */}
          <DatePicker label="Arrival" defaultValue={dayjs('2025-10-03')} />
          {/* Its own helperText wins; size="small" still comes from the theme. */}
          <DatePicker
            label="Departure"
            defaultValue={dayjs('2025-10-07')}
            slotProps={{ textField: { helperText: 'Set on the component' } }}
          />
        </Stack>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
