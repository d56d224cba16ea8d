import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

// The component texts (buttons, toolbar, screen reader labels) in French.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchLocaleDatePicker() {
  return (
    // adapterLocale: formats, month and weekday names, first day of the week.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <DatePicker label="Date du rendez-vous" defaultValue={dayjs('2025-10-09')} />
    </LocalizationProvider>
  );
}
