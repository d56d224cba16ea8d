import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import * as pickerLocales from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

type Localization = typeof pickerLocales.enUS;

function isLocalization(value: unknown): value is Localization {
  return typeof value === 'object' && value !== null && 'components' in value;
}

// Every locale object the installed package exports, read at run time.
const exported = Object.entries(pickerLocales as Record<string, unknown>)
  .filter((entry): entry is [string, Localization] => isLocalization(entry[1]))
  .map(([name, locale]) => ({ name, text: locale.components.MuiLocalizationProvider.defaultProps.localeText }))
  .sort((a, b) => a.name.localeCompare(b.name));

const englishKeys = Object.keys(
  pickerLocales.enUS.components.MuiLocalizationProvider.defaultProps.localeText,
) as (keyof PickersLocaleText)[];

export default function PickerLocaleCoverage() {
  const [name, setName] = React.useState('plPL');
  const { text } = exported.find((locale) => locale.name === name) ?? exported[0];
  const missing = englishKeys.filter((key) => text[key] === undefined);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={text}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          select
          size="small"
          label={`Locale export (${exported.length})`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 200 }}
        >
          {exported.map((locale) => (
            <option key={locale.name} value={locale.name}>
              {locale.name}
            </option>
          ))}
        </TextField>
        <DatePicker
          label="Empty field"
          sx={{ width: 220 }}
        />
      </Box>
      <Typography variant="body2">
        {englishKeys.length - missing.length} of {englishKeys.length} keys translated
        {' · '}
        <code>okButtonLabel</code>: {text.okButtonLabel ?? '(English)'}
        {' · '}
        <code>todayButtonLabel</code>: {text.todayButtonLabel ?? '(English)'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', minHeight: 60 }}>
        Missing, shown in English: {missing.length ? missing.join(', ') : 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
