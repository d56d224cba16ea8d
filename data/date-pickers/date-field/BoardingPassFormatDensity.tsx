import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const departure = dayjs('2025-08-22');

export default function BoardingPassFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Locale default (L)" defaultValue={departure} />
        <DateField label="Day first" defaultValue={departure} format="DD/MM/YYYY" />
        <DateField
          label="Day first, spacious"
          defaultValue={departure}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField label="With weekday" defaultValue={departure} format="ddd, MMM D, YYYY" />
        <DateField label="ISO" defaultValue={departure} format="YYYY-MM-DD" />
      </Stack>
    </LocalizationProvider>
  );
}
