import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { esES } from '@mui/x-date-pickers/locales';

const spanishTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function SpanishFestivalRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      {/* San Fermín, July 6–14: month names in Spanish, weeks starting on Monday. */}
      <Box sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <DateRangeCalendar calendars={1} defaultValue={[dayjs('2025-07-06'), dayjs('2025-07-14')]} />
      </Box>
    </LocalizationProvider>
  );
}
