import * as React from 'react';
import moment, { Moment } from 'moment-jalaali';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { faIR } from '@mui/x-date-pickers/locales';

// Persian names for months and weekdays. `loadPersian` also makes 'fa' the global
// Moment locale: put the previous one back so other Moment code is not affected.
const globalLocale = moment.locale();
moment.loadPersian({ dialect: 'persian-modern' });
moment.locale(globalLocale);

export default function ClinicJalaaliMoment() {
  const [visit, setVisit] = React.useState<Moment | null>(moment('2025-05-06T16:30'));

  return (
    <LocalizationProvider
      dateAdapter={AdapterMomentJalaali}
      // Persian texts for the buttons and labels of the pickers.
      localeText={faIR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box sx={{ width: 300, maxWidth: '100%' }}>
        <DateTimePicker
          label="Clinic visit"
          value={visit}
          onChange={(next) => setVisit(next)}
          ampm={false}
          sx={{ width: '100%' }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Jalali:{' '}
        <code>{visit && visit.isValid() ? visit.clone().locale('en').format('jYYYY/jMM/jDD HH:mm') : '—'}</code>
      </Typography>
      <Typography variant="body2">
        Gregorian:{' '}
        <code>{visit && visit.isValid() ? visit.clone().locale('en').format('YYYY-MM-DD HH:mm') : '—'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
