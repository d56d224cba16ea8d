import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersTextField,
  PickersTextFieldProps,
  pickersInputBaseClasses,
  pickersOutlinedInputClasses,
} from '@mui/x-date-pickers/PickersTextField';

// Pill-shaped outline and digits of equal width, so values line up in the toolbar.
const PillPickersTextField = styled(PickersTextField)({
  [`& .${pickersOutlinedInputClasses.root}, & .${pickersOutlinedInputClasses.notchedOutline}`]:
    { borderRadius: 999 },
  [`& .${pickersInputBaseClasses.sectionsContainer}`]: {
    fontVariantNumeric: 'tabular-nums',
  },
});

// One wrapper for every field of the toolbar: it reads the `error` the field computes
// and swaps the hint for the reason, on the same line so nothing moves.
function DispatchTextField(props: PickersTextFieldProps) {
  const { error, helperText, ...other } = props;
  return (
    <PillPickersTextField
      {...other}
      error={error}
      size="small"
      helperText={error ? 'Not a dispatch slot' : helperText}
    />
  );
}

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function DispatchPickersTextFieldWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DateField
          label="Dispatch day"
          defaultValue={dayjs('2025-11-14')}
          shouldDisableDate={isWeekend}
          slots={{ textField: DispatchTextField }}
          slotProps={{ textField: { helperText: 'Monday to Friday' } }}
        />
        <TimeField
          label="Courier cut-off"
          defaultValue={dayjs('2025-11-14T16:00')}
          minTime={dayjs('2025-11-14T08:00')}
          maxTime={dayjs('2025-11-14T17:00')}
          slots={{ textField: DispatchTextField }}
          slotProps={{ textField: { helperText: '8 AM to 5 PM' } }}
        />
        <DatePicker
          label="Next stock count"
          defaultValue={dayjs('2025-11-29')}
          shouldDisableDate={isWeekend}
          slots={{ textField: DispatchTextField }}
          slotProps={{ textField: { helperText: 'A working day' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
