import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import dayjs from 'dayjs';
import { enUS } from 'date-fns/locale';
import { DateTime } from 'luxon';
import moment from 'moment';

// Day.js: register a copy of English with another first day (0 = Sunday, 1 = Monday).
// The third argument keeps Day.js's global locale as it is.
dayjs.locale({ ...dayjs.Ls.en, name: 'en-monday', weekStart: 1 }, undefined, true);

// date-fns: the locale object carries `weekStartsOn`.
const enUSMonday = { ...enUS, options: { ...enUS.options, weekStartsOn: 1 as const } };

// Moment: a child locale of English. `defineLocale` also makes it the global locale,
// so switch back to the previous one right after.
if (!moment.locales().includes('en-monday')) {
  const globalLocale = moment.locale();
  moment.defineLocale('en-monday', { parentLocale: 'en', week: { dow: 1, doy: 4 } });
  moment.locale(globalLocale);
}

type Library = 'dayjs' | 'date-fns' | 'luxon' | 'moment';
type FirstDay = 'sunday' | 'monday';

const libraryLabels: Record<Library, string> = {
  dayjs: 'Day.js',
  'date-fns': 'date-fns',
  luxon: 'Luxon',
  moment: 'Moment.js',
};

const setups = {
  dayjs: { adapter: AdapterDayjs, sunday: 'en', monday: 'en-monday', date: dayjs('2025-02-11') },
  'date-fns': { adapter: AdapterDateFns, sunday: enUS, monday: enUSMonday, date: new Date(2025, 1, 11) },
  // Luxon reads the first day from the browser's Intl data; `fw` forces it.
  luxon: {
    adapter: AdapterLuxon,
    sunday: 'en-US-u-fw-sun',
    monday: 'en-US-u-fw-mon',
    date: DateTime.fromISO('2025-02-11'),
  },
  moment: { adapter: AdapterMoment, sunday: 'en', monday: 'en-monday', date: moment('2025-02-11') },
};

function RotaCalendar({ library, firstDay }: { library: Library; firstDay: FirstDay }) {
  const setup = setups[library];
  const adapterLocale = setup[firstDay];
  return (
    <LocalizationProvider dateAdapter={setup.adapter} adapterLocale={adapterLocale}>
      <DateCalendar defaultValue={setup.date} views={['day']} />
      <Typography variant="body2">
        <code>adapterLocale</code>:{' '}
        <code>{typeof adapterLocale === 'string' ? `'${adapterLocale}'` : `enUS with weekStartsOn: ${adapterLocale.options?.weekStartsOn}`}</code>
      </Typography>
    </LocalizationProvider>
  );
}

export default function RotaWeekStart() {
  const [library, setLibrary] = React.useState<Library>('dayjs');
  const [firstDay, setFirstDay] = React.useState<FirstDay>('monday');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={library}
          onChange={(_event, next: Library | null) => next && setLibrary(next)}
          aria-label="Date library"
          sx={{ flexWrap: 'wrap' }}
        >
          {(Object.keys(libraryLabels) as Library[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {libraryLabels[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={firstDay}
          onChange={(_event, next: FirstDay | null) => next && setFirstDay(next)}
          aria-label="First day of the week"
        >
          <ToggleButton value="sunday">Sunday first</ToggleButton>
          <ToggleButton value="monday">Monday first</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* A new key per setup: the calendar starts again from the same February. */}
      <RotaCalendar key={`${library}-${firstDay}`} library={library} firstDay={firstDay} />
    </Box>
  );
}
