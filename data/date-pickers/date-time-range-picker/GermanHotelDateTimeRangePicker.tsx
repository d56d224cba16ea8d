import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { deDE } from '@mui/x-date-pickers-pro/locales';

// Buttons, tab labels, toolbar titles and screen reader texts in German.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
const stay = [dayjs('2025-09-26T14:00'), dayjs('2025-09-28T11:00')] as const;

export default function GermanHotelDateTimeRangePicker() {
  return (
    // adapterLocale "de": DD.MM.YYYY HH:mm, weeks starting on Monday.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={germanTexts}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        <DateTimeRangePicker label="Aufenthalt" defaultValue={[stay[0], stay[1]]} />
        <MobileDateTimeRangePicker
          label="Aufenthalt (Dialog)"
          defaultValue={[stay[0], stay[1]]}
        />
      </Box>
    </LocalizationProvider>
  );
}
