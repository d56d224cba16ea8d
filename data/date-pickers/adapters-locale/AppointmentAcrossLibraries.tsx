import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import { format, isValid } from 'date-fns';
import { enUS, enGB, de, fr, ja } from 'date-fns/locale';
import { DateTime } from 'luxon';
import moment from 'moment';
import 'moment/locale/en-gb';
import 'moment/locale/de';
import 'moment/locale/fr';
import 'moment/locale/ja';

// A Moment locale file also switches Moment's global locale when it loads.
// Go back to English so that only `adapterLocale` decides what each picker shows.
moment.locale('en');

// One entry per language, with the locale each library expects.
const locales = {
  'en-US': { label: 'English (US)', dayjs: 'en', dateFns: enUS, luxon: 'en-US', moment: 'en' },
  'en-GB': { label: 'English (UK)', dayjs: 'en-gb', dateFns: enGB, luxon: 'en-GB', moment: 'en-gb' },
  de: { label: 'Deutsch', dayjs: 'de', dateFns: de, luxon: 'de', moment: 'de' },
  fr: { label: 'Français', dayjs: 'fr', dateFns: fr, luxon: 'fr', moment: 'fr' },
  ja: { label: '日本語', dayjs: 'ja', dateFns: ja, luxon: 'ja', moment: 'ja' },
};
type LocaleKey = keyof typeof locales;

// The appointment is kept as a wall-clock string, so each library can build its own object.
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

interface LibraryCardProps {
  name: string;
  wallClock: string | null;
  onWallClockChange: (next: string | null) => void;
  locale: LocaleKey;
}

function DayjsCard({ name, wallClock, onWallClockChange, locale }: LibraryCardProps) {
  const value = React.useMemo(() => (wallClock ? dayjs(wallClock) : null), [wallClock]);
  const code = locales[locale].dayjs;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={code}>
      <DateTimePicker
        label={`Appointment (${name})`}
        value={value}
        onChange={(next) => {
          if (next === null) onWallClockChange(null);
          else if (dayjs.isDayjs(next) && next.isValid()) onWallClockChange(next.format(WALL_CLOCK));
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, minHeight: 40 }}>
        {value ? value.locale(code).format('LLLL') : 'No appointment'}
      </Typography>
    </LocalizationProvider>
  );
}

function DateFnsCard({ name, wallClock, onWallClockChange, locale }: LibraryCardProps) {
  const value = React.useMemo(() => (wallClock ? new Date(wallClock) : null), [wallClock]);
  const dateFnsLocale = locales[locale].dateFns;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale}>
      <DateTimePicker
        label={`Appointment (${name})`}
        value={value}
        onChange={(next) => {
          if (next === null) onWallClockChange(null);
          else if (next instanceof Date && isValid(next)) {
            onWallClockChange(format(next, "yyyy-MM-dd'T'HH:mm"));
          }
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, minHeight: 40 }}>
        {value ? format(value, 'PPPP p', { locale: dateFnsLocale }) : 'No appointment'}
      </Typography>
    </LocalizationProvider>
  );
}

function LuxonCard({ name, wallClock, onWallClockChange, locale }: LibraryCardProps) {
  const value = React.useMemo(() => (wallClock ? DateTime.fromISO(wallClock) : null), [wallClock]);
  const code = locales[locale].luxon;
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={code}>
      <DateTimePicker
        label={`Appointment (${name})`}
        value={value}
        onChange={(next) => {
          if (next === null) onWallClockChange(null);
          else if (DateTime.isDateTime(next) && next.isValid) {
            onWallClockChange(next.toFormat("yyyy-MM-dd'T'HH:mm"));
          }
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, minHeight: 40 }}>
        {value ? value.setLocale(code).toFormat('DDDD t') : 'No appointment'}
      </Typography>
    </LocalizationProvider>
  );
}

function MomentCard({ name, wallClock, onWallClockChange, locale }: LibraryCardProps) {
  const value = React.useMemo(() => (wallClock ? moment(wallClock) : null), [wallClock]);
  const code = locales[locale].moment;
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale={code}>
      <DateTimePicker
        label={`Appointment (${name})`}
        value={value}
        onChange={(next) => {
          if (next === null) onWallClockChange(null);
          else if (moment.isMoment(next) && next.isValid()) onWallClockChange(next.format(WALL_CLOCK));
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, minHeight: 40 }}>
        {value ? value.clone().locale(code).format('LLLL') : 'No appointment'}
      </Typography>
    </LocalizationProvider>
  );
}

const libraries = [
  { name: 'Day.js', Card: DayjsCard },
  { name: 'date-fns', Card: DateFnsCard },
  { name: 'Luxon', Card: LuxonCard },
  { name: 'Moment.js', Card: MomentCard },
];

export default function AppointmentAcrossLibraries() {
  const [locale, setLocale] = React.useState<LocaleKey>('en-US');
  const [wallClock, setWallClock] = React.useState<string | null>('2025-06-14T09:30');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
        aria-label="Locale of the date libraries"
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {(Object.keys(locales) as LocaleKey[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {locales[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {libraries.map(({ name, Card }) => (
          <Paper key={name} variant="outlined" sx={{ p: 2 }}>
            <Card name={name} wallClock={wallClock} onWallClockChange={setWallClock} locale={locale} />
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Shared wall-clock value: <code>{wallClock ?? 'null'}</code>
      </Typography>
    </Box>
  );
}
