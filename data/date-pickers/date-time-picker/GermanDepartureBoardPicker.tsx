import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

export default function GermanDepartureBoardPicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={deDE.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box sx={{ maxWidth: 320 }}>
        {/* German format (DD.MM.YYYY HH:mm), a 24-hour clock, weeks starting on Monday. */}
        <DateTimePicker label="Abflug" defaultValue={dayjs('2025-09-12T19:05')} />
      </Box>
    </LocalizationProvider>
  );
}
