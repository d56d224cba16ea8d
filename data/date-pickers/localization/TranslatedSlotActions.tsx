import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { enUS, frFR, itIT } from '@mui/x-date-pickers/locales';

// A slot of your own: its labels come from the same translations as the built-in ones.
function DeliveryActionBar({ className, sx }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, acceptValueChanges } = usePickerActionsContext();
  return (
    <DialogActions className={className} sx={sx}>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

const languages = {
  en: { label: 'English', texts: enUS },
  fr: { label: 'Français', texts: frFR },
  it: { label: 'Italiano', texts: itIT },
};
type Language = keyof typeof languages;

export default function TranslatedSlotActions() {
  const [language, setLanguage] = React.useState<Language>('it');

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={languages[language].texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Language"
        sx={{ mb: 2 }}
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-19')}
        displayStaticWrapperAs="desktop"
        slots={{ actionBar: DeliveryActionBar }}
      />
    </LocalizationProvider>
  );
}
