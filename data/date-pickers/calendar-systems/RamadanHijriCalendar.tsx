import * as React from 'react';
import type { Moment } from 'moment';
// moment-hijri's own `moment`: its values know the Hijri units (iYear, iMonth, iDate).
import moment from 'moment-hijri';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Loading moment-hijri makes 'ar-sa' Moment's global locale.
// Set it back to what the rest of your app expects.
moment.locale('en');

// The range moment-hijri can convert: 1 Muharram 1356 to 29 Dhu al-Hijjah 1499.
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');

// One Arabic letter per weekday, Sunday first (Moment's `day()` returns 0 for Sunday).
const weekdayLetters = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];
const weekdayLetter = (day: Moment) => weekdayLetters[day.day()];

export default function RamadanHijriCalendar() {
  // 1 Ramadan 1446.
  const [day, setDay] = React.useState<Moment | null>(moment('2025-03-01'));

  const valid = day !== null && day.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ width: 260 }}>
          <DatePicker
            label="Iftar booking"
            value={day}
            onChange={(next) => setDay(next)}
            minDate={minDate}
            maxDate={maxDate}
            dayOfWeekFormatter={weekdayLetter}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 2 }}>
            Hijri: <code>{valid ? day.clone().locale('en').format('iYYYY/iMM/iDD') : '—'}</code>
          </Typography>
          <Typography variant="body2">
            Gregorian: <code>{valid ? day.clone().locale('en').format('YYYY-MM-DD') : '—'}</code>
          </Typography>
        </Box>
        <DateCalendar
          value={day}
          onChange={(next) => setDay(next)}
          minDate={minDate}
          maxDate={maxDate}
          dayOfWeekFormatter={weekdayLetter}
        />
      </Box>
    </LocalizationProvider>
  );
}
