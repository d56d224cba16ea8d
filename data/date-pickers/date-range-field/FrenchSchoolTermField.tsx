import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchSchoolTermField() {
  const id = React.useId();

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="fr"
      localeText={frenchTexts}
    >
      <Stack spacing={3}>
        {/* Empty: the placeholders show the French sections (JJ/MM/AAAA). */}
        <SingleInputDateRangeField
          id={`${id}-empty`}
          label="Vacances de la Toussaint"
          sx={{ width: 320, maxWidth: '100%' }}
        />
        <SingleInputDateRangeField
          id={`${id}-long`}
          label="Vacances d'hiver"
          defaultValue={[dayjs('2026-02-07'), dayjs('2026-02-23')]}
          format="D MMMM YYYY"
          dateSeparator="au"
          sx={{ width: 360, maxWidth: '100%' }}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-12-20'), dayjs('2026-01-05')]}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? frenchTexts.start : frenchTexts.end,
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
