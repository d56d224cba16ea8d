import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const departure = dayjs('2025-10-03');

export default function DesktopMobileDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A popover under the field, whatever the device. */}
        <DesktopDatePicker label="Departure (popover)" defaultValue={departure} />
        {/* A dialog over the page, whatever the device. */}
        <MobileDatePicker label="Departure (dialog)" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
