import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const slot = dayjs('2025-05-06T16:00');

export default function DeliverySlotDesktopMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Calendar and time columns side by side in a popover. */}
        <DesktopDateTimePicker label="Delivery (popover)" defaultValue={slot} />
        {/* Date and time tabs, a clock, and Cancel / OK in a dialog. */}
        <MobileDateTimePicker label="Delivery (dialog)" defaultValue={slot} />
      </Stack>
    </LocalizationProvider>
  );
}
