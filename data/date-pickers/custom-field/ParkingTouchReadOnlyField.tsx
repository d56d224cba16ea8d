import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// On touch screens: a tap opens the calendar, nothing to type.
function TapToOpenField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={pickerContext.label}
      value={pickerContext.value?.format('ddd, MMM D, YYYY') ?? ''}
      onClick={() => pickerContext.setOpen(true)}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

// Keeps the default field (typing and arrow keys) when a mouse is present.
function ParkingDateField(props: DatePickerFieldProps) {
  const hasMouse = useMediaQuery('@media (pointer: fine)', { defaultMatches: true });
  return hasMouse ? <DateField {...props} /> : <TapToOpenField {...props} />;
}

export default function ParkingTouchReadOnlyField() {
  const hasMouse = useMediaQuery('@media (pointer: fine)', { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Parking permit from"
          defaultValue={dayjs('2025-08-01')}
          slots={{ field: ParkingDateField }}
        />
        {/* Two lines on a phone either way: the sentence changes once the browser says which pointer it has. */}
        <Typography variant="body2" sx={{ minHeight: 40 }}>
          This device has {hasMouse ? 'a mouse: type or use the calendar' : 'a touch screen: tap the field'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
