import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { PickerLayoutOwnerState } from '@mui/x-date-pickers/PickersLayout';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';

// One function for both pickers: the buttons depend on where the picker is shown.
function actionBarForVariant(ownerState: PickerLayoutOwnerState) {
  const actions: PickersActionBarAction[] =
    ownerState.pickerVariant === 'desktop'
      ? ['clear']
      : ['clear', 'cancel', 'accept'];
  return { actions };
}

export default function VariantActionBarOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopDatePicker
          label="Dispatch date (desktop)"
          defaultValue={dayjs('2025-03-11')}
          slotProps={{ actionBar: actionBarForVariant }}
          sx={{ width: 260 }}
        />
        <MobileDatePicker
          label="Dispatch date (mobile)"
          defaultValue={dayjs('2025-03-11')}
          slotProps={{ actionBar: actionBarForVariant }}
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
