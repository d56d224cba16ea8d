import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format as formatJalali } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { enUS } from 'date-fns-jalali/locale/en-US';
import { format as formatGregorian, isValid } from 'date-fns';

const names = { faIR, enUS };
type Names = keyof typeof names;

export default function NowruzJalaliDateFns() {
  // 1 Farvardin 1404, the Persian new year: a plain JavaScript Date.
  const [trip, setTrip] = React.useState<Date | null>(new Date(2025, 2, 21));
  const [localeKey, setLocaleKey] = React.useState<Names>('faIR');
  // One letter per weekday, from the narrow names of the locale.
  const weekdayLetter = (day: Date) => formatJalali(day, 'EEEEE', { locale: names[localeKey] });

  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={names[localeKey]}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={localeKey}
        onChange={(_event, next: Names | null) => next && setLocaleKey(next)}
        aria-label="Names of months and days"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="faIR" lang="fa">
          فارسی
        </ToggleButton>
        <ToggleButton value="enUS">English</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ width: 260 }}>
          <DatePicker
            label="Departure"
            value={trip}
            onChange={(next) => setTrip(next)}
            dayOfWeekFormatter={weekdayLetter}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 2 }}>
            Jalali: <code>{trip && isValid(trip) ? formatJalali(trip, 'yyyy/MM/dd') : '—'}</code>
          </Typography>
          <Typography variant="body2">
            Gregorian: <code>{trip && isValid(trip) ? formatGregorian(trip, 'yyyy-MM-dd') : '—'}</code>
          </Typography>
        </Box>
        <DateCalendar
          value={trip}
          onChange={(next) => setTrip(next)}
          dayOfWeekFormatter={weekdayLetter}
          views={['day']}
        />
      </Box>
    </LocalizationProvider>
  );
}
