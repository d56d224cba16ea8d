import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { deDE } from '@mui/x-date-pickers/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanTrainTimetableField() {
  const id = React.useId();

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={germanTexts}
    >
      <Stack spacing={3}>
        {/* The German locale writes DD.MM.YYYY HH:mm, on a 24-hour clock. */}
        <SingleInputDateTimeRangeField
          id={`${id}-single`}
          label="Fahrt Berlin – München"
          defaultValue={[dayjs('2025-11-07T08:32'), dayjs('2025-11-07T12:41')]}
          sx={{ width: 400, maxWidth: '100%' }}
        />
        <MultiInputDateTimeRangeField
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              label: position === 'start' ? germanTexts.start : germanTexts.end,
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
