import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/pt-br';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, frFR, esES, jaJP, ptBR } from '@mui/x-date-pickers/locales';

// Each language needs two things: the component texts (from @mui/x-date-pickers/locales)
// and the date library's locale (month names, formats, first day of the week).
const languages = {
  de: { label: 'Deutsch', texts: deDE, dayjs: 'de' },
  fr: { label: 'Français', texts: frFR, dayjs: 'fr' },
  es: { label: 'Español', texts: esES, dayjs: 'es' },
  'pt-BR': { label: 'Português (Brasil)', texts: ptBR, dayjs: 'pt-br' },
  ja: { label: '日本語', texts: jaJP, dayjs: 'ja' },
};
type Language = keyof typeof languages;

const reservation = dayjs('2025-09-12');

export default function ReservationLocaleText() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { texts, dayjs: dayjsLocale } = languages[language];
  const localeText = texts.components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocale}
      localeText={localeText}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Language"
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <StaticDatePicker
          defaultValue={reservation}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <Box sx={{ width: 260 }}>
          <DatePicker label="Check-out" sx={{ width: '100%' }} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            <code>datePickerToolbarTitle</code>: {localeText.datePickerToolbarTitle}
          </Typography>
          <Typography variant="body2">
            <code>okButtonLabel</code>: {localeText.okButtonLabel}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
