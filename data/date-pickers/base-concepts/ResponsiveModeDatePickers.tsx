import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const renewal = dayjs('2026-01-15');

export default function ResponsiveModeDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* Default query '@media (pointer: fine)': a popover with a mouse, a dialog on touch. */}
        <DatePicker
          label="Renewal (by pointer)"
          defaultValue={renewal}
          slotProps={{ textField: { helperText: 'Popover with a mouse, dialog on touch' } }}
        />
        {/* Desktop mode from 900 px wide, whatever the pointer. */}
        <DatePicker
          label="Renewal (by width)"
          defaultValue={renewal}
          desktopModeMediaQuery="@media (min-width: 900px)"
          slotProps={{ textField: { helperText: 'Popover from 900 px wide, dialog below' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
