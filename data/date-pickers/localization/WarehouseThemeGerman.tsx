import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// In an app: `createTheme({ palette: … }, deDE)`. Here the German texts are merged
// into the theme of this page, for the pickers below only.
const withGermanTexts = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...deDE.components },
});

export default function WarehouseThemeGerman() {
  return (
    <ThemeProvider theme={withGermanTexts}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          }}
        >
          <DatePicker label="Liefertermin" />
          <TimePicker label="Anlieferung ab" />
          <MobileDateTimePicker
            label="Abholung"
            defaultValue={dayjs('2025-10-07T13:15')}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
