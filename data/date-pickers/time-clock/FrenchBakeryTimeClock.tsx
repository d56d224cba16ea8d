import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { frFR } from '@mui/x-date-pickers/locales';

// The clock's screen reader labels and the arrows' titles in French.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchBakeryTimeClock() {
  return (
    // adapterLocale "fr": a 24-hour clock by default.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchTexts}
    >
      <TimeClock defaultValue={dayjs('2025-05-16T06:45')} showViewSwitcher />
    </LocalizationProvider>
  );
}
