import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  usePickerAdapter,
  usePickerContext,
  useParsedFormat,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

const FORMAT = 'MM/DD/YYYY';

// Keeps the digits the person typed and puts the slashes back: "0415" -> "04/15".
function applyMask(input: string) {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  // 1. Separate what the field hooks need from what goes to the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // 2. Read the value, the format and the open state from the picker.
  const pickerContext = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  // 3. A placeholder in the reader's language ("MM/DD/YYYY" in English).
  const placeholder = useParsedFormat();
  // 4. The same validation as the calendar: minDate, maxDate, shouldDisableDate…
  const { hasValidationError, validationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const format = (value: Dayjs | null) =>
    value != null && value.isValid() ? value.format(pickerContext.fieldFormat) : '';

  const [text, setText] = React.useState(() => format(pickerContext.value));
  const [shownValue, setShownValue] = React.useState(pickerContext.value);
  // A date picked in the calendar replaces the text.
  if (shownValue !== pickerContext.value) {
    setShownValue(pickerContext.value);
    setText(format(pickerContext.value));
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    if (masked === '') {
      setShownValue(null);
      pickerContext.setValue(null);
    } else if (masked.length === FORMAT.length) {
      const parsed = adapter.parse(masked, pickerContext.fieldFormat) as Dayjs | null;
      setShownValue(parsed);
      pickerContext.setValue(parsed);
    }
  };

  const rootRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);

  return (
    <TextField
      {...forwardedProps}
      ref={rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={validationError ? `Error: ${validationError}` : 'Type the digits only'}
      disabled={pickerContext.disabled}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly: pickerContext.readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose the renewal date in a calendar"
                edge="end"
                disabled={pickerContext.disabled || pickerContext.readOnly}
                onClick={() => pickerContext.setOpen((open) => !open)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function MembershipMaskedField() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-09-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Membership renewal"
          format={FORMAT}
          value={renewal}
          onChange={setRenewal}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2026-12-31')}
          slots={{ field: MaskedDateField }}
        />
        <Typography variant="body2">
          value: {renewal == null ? 'null' : renewal.isValid() ? renewal.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
