import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { deDE } from '@mui/x-date-pickers/locales';

// The German texts include the range ones: "Beginn", "Ende", the toolbar title…
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

// The two inputs side by side from the `sm` breakpoint up, stacked on phones.
function ResponsiveRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />
  );
}

export default function GermanHolidayRangePicker() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={germanTexts}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}
      >
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          label="Betriebsferien"
          defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
          sx={{ width: 300, maxWidth: '100%' }}
        />
        <DateRangePicker
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
          defaultValue={[dayjs('2025-07-28'), dayjs('2025-08-15')]}
          slots={{ field: ResponsiveRangeField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
