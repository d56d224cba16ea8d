import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE } from '@mui/x-date-pickers/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanDeliveryDateField() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <DateField label="Delivery (en)" sx={{ width: 240 }} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
        <DateField label="Liefertermin (de)" sx={{ width: 240 }} />
        <DateField
          label="Liefertermin, lang"
          defaultValue={dayjs('2025-10-03')}
          format="dddd, D. MMMM YYYY"
          sx={{ width: 280 }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
