import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

const shiftStart = dayjs('2025-06-14T14:45');

const localeLabels = { en: 'English (US)', 'en-gb': 'English (UK)', de: 'Deutsch' };
type LocaleCode = keyof typeof localeLabels;

// Reads what the adapter decided for the current locale.
function HourCycleOfLocale() {
  const adapter = usePickerAdapter();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <code>is12HourCycleInCurrentLocale()</code> returns{' '}
      <code>{String(adapter.is12HourCycleInCurrentLocale())}</code> for{' '}
      <code>{adapter.getCurrentLocaleCode()}</code>
    </Typography>
  );
}

export default function ShiftHourCycle() {
  const [locale, setLocale] = React.useState<LocaleCode>('en');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: LocaleCode | null) => next && setLocale(next)}
        aria-label="Locale"
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {(Object.keys(localeLabels) as LocaleCode[]).map((code) => (
          <ToggleButton key={code} value={code}>
            {localeLabels[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <HourCycleOfLocale />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TimePicker label="Shift start (locale default)" defaultValue={shiftStart} />
        <TimePicker label="Shift start (ampm={false})" defaultValue={shiftStart} ampm={false} />
        <TimePicker label="Shift start (ampm)" defaultValue={shiftStart} ampm />
      </Box>
    </LocalizationProvider>
  );
}
