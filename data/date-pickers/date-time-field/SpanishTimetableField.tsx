import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { esES } from '@mui/x-date-pickers/locales';

export default function SpanishTimetableField() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={esES.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* Spanish order (day first) and a 24-hour clock. */}
        <DateTimeField label="Salida del tren" defaultValue={dayjs('2025-12-19T21:35')} />
        {/* Empty: the placeholders are in Spanish too. */}
        <DateTimeField label="Llegada" />
      </Box>
    </LocalizationProvider>
  );
}
