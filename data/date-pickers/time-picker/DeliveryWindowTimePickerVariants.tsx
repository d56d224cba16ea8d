import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const pickup = dayjs('2025-09-18T14:00');

export default function DeliveryWindowTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A popover with digital clock columns, whatever the device. */}
        <DesktopTimePicker label="Pickup (popover)" defaultValue={pickup} />
        {/* A dialog with an analog clock, whatever the device. */}
        <MobileTimePicker label="Pickup (dialog)" defaultValue={pickup} />
      </Stack>
    </LocalizationProvider>
  );
}
