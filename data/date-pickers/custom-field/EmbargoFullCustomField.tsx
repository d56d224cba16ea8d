import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateTimePicker,
  DateTimePickerFieldProps,
} from '@mui/x-date-pickers/DateTimePicker';
import {
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useParsedFormat,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { useValidation, validateDateTime } from '@mui/x-date-pickers/validation';

// Short reasons for the helper text; anything else gets a generic one.
const reasons: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  invalidDate: 'Type the full date and time',
  minDate: 'Too early: not before June 2',
  minTime: 'Too early: not before June 2',
  maxDate: 'Too late: not after June 30',
  maxTime: 'Too late: not after June 30',
};

// 1. The type of the props: the field props of the picker it goes in.
function EmbargoField(props: DateTimePickerFieldProps) {
  // 2. Validation props for the hooks, the rest for the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date-time');
  // 3. The value, its format and the open state live in the picker.
  const pickerContext = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  // 4. A placeholder people can read: "MM/DD/YYYY hh:mm aa" in English.
  const placeholder = useParsedFormat();
  // 5. The rules of the picker (here `minDateTime` and `maxDateTime`).
  const { validationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDateTime,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const toText = (date: Dayjs | null) =>
    date != null && date.isValid() ? adapter.formatByString(date, pickerContext.fieldFormat) : '';

  const [text, setText] = React.useState(() => toText(pickerContext.value));
  // The value the text describes; when the views change the value, rewrite the text.
  const [textValue, setTextValue] = React.useState(pickerContext.value);
  if (textValue !== pickerContext.value) {
    setTextValue(pickerContext.value);
    setText(toText(pickerContext.value));
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const parsed = typed.trim() === '' ? null : adapter.parse(typed, pickerContext.fieldFormat);
    setText(typed);
    setTextValue(parsed);
    pickerContext.setValue(parsed, {
      validationError: getValidationErrorForNewValue(parsed),
    });
  };

  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const formattedValue = text === '' ? null : text;

  // 6. Spread the forwarded props, then what the context holds for the root.
  return (
    <TextField
      {...forwardedProps}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      disabled={pickerContext.disabled}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={validationError != null}
      helperText={
        validationError == null ? placeholder : (reasons[validationError] ?? 'Not allowed')
      }
      slotProps={{
        htmlInput: { readOnly: pickerContext.readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(formattedValue)}
                disabled={pickerContext.disabled || pickerContext.readOnly}
                onClick={() => pickerContext.setOpen((open) => !open)}
              >
                <EventAvailableIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function EmbargoFullCustomField() {
  const [embargo, setEmbargo] = React.useState<Dayjs | null>(dayjs('2025-06-30T09:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {/* 7. Pass the component as the `field` slot. */}
        <DateTimePicker
          label="Embargo lifts"
          value={embargo}
          onChange={(newValue, context) => {
            setEmbargo(newValue);
            setError(context.validationError);
          }}
          minDateTime={dayjs('2025-06-02T00:00')}
          maxDateTime={dayjs('2025-06-30T23:59')}
          slots={{ field: EmbargoField }}
          // Reaches the field as `pickerContext.rootSx`.
          sx={{ width: '100%', maxWidth: 340 }}
        />
        <Typography variant="body2">
          value:{' '}
          {embargo == null
            ? 'null'
            : embargo.isValid()
              ? embargo.format('YYYY-MM-DD HH:mm')
              : 'Invalid Date'}
          {' · '}onChange error: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
