import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { esES } from '@mui/x-date-pickers/locales';

const spanishTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function SpanishLocaleCalendar() {
  return (
    // Weeks start on Monday, with Spanish month and weekday names.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      <DateCalendar defaultValue={dayjs('2025-10-12')} />
    </LocalizationProvider>
  );
}
