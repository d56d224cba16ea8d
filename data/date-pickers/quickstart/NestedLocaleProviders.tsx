import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const kickOff = dayjs('2025-05-12');

export default function NestedLocaleProviders() {
  return (
    // The app-wide provider: English formats.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p">London office</Typography>
          <DatePicker label="Project kick-off" defaultValue={kickOff} />
        </Stack>
        {/* A nested provider overrides the locale for this part of the page only. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="p">Berlin office</Typography>
            <DatePicker label="Projektstart" defaultValue={kickOff} />
          </Stack>
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
