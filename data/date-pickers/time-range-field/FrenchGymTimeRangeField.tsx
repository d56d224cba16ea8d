import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { frFR } from '@mui/x-date-pickers-pro/locales';

// Screen reader labels and placeholders in French.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchGymTimeRangeField() {
  return (
    // adapterLocale "fr": 24-hour times (HH:mm) by default.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchTexts}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 400 }}>
        <SingleInputTimeRangeField
          id="gym-yoga-class"
          label="Cours de yoga"
          defaultValue={[dayjs('2025-01-20T18:15'), dayjs('2025-01-20T19:30')]}
          // The clear button is named "Effacer la valeur" for screen readers.
          clearable
        />
        <SingleInputTimeRangeField
          id="gym-pool-slot"
          label="Créneau piscine"
          // Empty: the placeholders of each section come from localeText.
          defaultValue={[null, null]}
        />
      </Box>
    </LocalizationProvider>
  );
}
