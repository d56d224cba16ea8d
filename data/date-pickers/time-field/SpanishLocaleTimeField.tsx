import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { esES } from '@mui/x-date-pickers/locales';

// Placeholders of empty sections (hh, mm) and screen reader texts in Spanish.
const spanishTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export default function SpanishLocaleTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TimeField label="Hora de llegada" defaultValue={dayjs('2025-06-20T16:15')} />
        <TimeField label="Hora de salida" defaultValue={null} />
      </Box>
    </LocalizationProvider>
  );
}
