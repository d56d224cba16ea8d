import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { deDE } from '@mui/x-date-pickers/locales';
import { paddedClockNumberTexts } from './clockLocaleText';

// The German translations, with the clock items named after their visible digits ("07 Stunden").
const germanText = {
  ...deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  ...paddedClockNumberTexts('Stunden', 'Minuten', 'Sekunden'),
};

export default function BerlinDeliveryLocaleClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined">
          <DigitalClock defaultValue={dayjs('2025-12-18T16:30')} />
        </Paper>
        <Paper variant="outlined">
          <MultiSectionDigitalClock defaultValue={dayjs('2025-12-18T16:30')} />
        </Paper>
      </Box>
    </LocalizationProvider>
  );
}
