import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function BoardingToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The desktop popover hides its toolbar unless told otherwise. */}
        <DesktopDatePicker
          label="Boarding day (desktop)"
          slotProps={{
            toolbar: {
              hidden: false,
              toolbarFormat: 'ddd D MMM',
              toolbarPlaceholder: 'No day yet',
            },
          }}
          sx={{ width: 260 }}
        />
        <MobileDatePicker
          label="Boarding day (mobile)"
          slotProps={{
            toolbar: { toolbarFormat: 'dddd D MMMM', toolbarPlaceholder: 'No day yet' },
          }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
