import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// Button labels, toolbar title and screen reader texts in German.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanLocaleTimePicker() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* adapterLocale "de": 24-hour clock and the HH:mm format by default. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
        <TimePicker label="Abfahrt" defaultValue={dayjs('2025-08-14T17:45')} />
      </LocalizationProvider>
      {/* adapterLocale "en": 12-hour clock with AM/PM by default. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="Departure" defaultValue={dayjs('2025-08-14T17:45')} />
      </LocalizationProvider>
    </Box>
  );
}
