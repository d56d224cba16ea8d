import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useParsedFormat, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// Shows the date, cannot be typed into, opens the picker on click, Enter or Space.
function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const rootRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const canOpen = !pickerContext.disabled && !pickerContext.readOnly;

  return (
    <TextField
      {...forwardedProps}
      ref={rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      value={pickerContext.value == null ? '' : pickerContext.value.format(pickerContext.fieldFormat)}
      placeholder={placeholder}
      error={hasValidationError}
      disabled={pickerContext.disabled}
      onClick={() => canOpen && pickerContext.setOpen(true)}
      onKeyDown={(event) => {
        if (canOpen && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        input: {
          sx: { cursor: 'pointer' },
          endAdornment: (
            <InputAdornment position="end">
              <CalendarMonthIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function HotelReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DesktopDatePicker
          label="Check-in (desktop)"
          defaultValue={dayjs('2025-12-20')}
          slots={{ field: ReadOnlyDateField }}
        />
        <MobileDatePicker
          label="Check-out (mobile)"
          defaultValue={dayjs('2025-12-27')}
          slots={{ field: ReadOnlyDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
