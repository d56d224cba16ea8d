import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Plain elements styled with the theme: stands in for the inputs of another design system.
const Wrapper = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  fontFamily: theme.typography.fontFamily,
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const InputRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  border: `2px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '&:focus-within': { borderColor: (theme.vars ?? theme).palette.primary.main },
  '&[data-error="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
}));

const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  border: 0,
  outline: 0,
  padding: theme.spacing(1, 1.5),
  width: 150,
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
}));

const OpenButton = styled('button')(({ theme }) => ({
  display: 'flex',
  border: 0,
  borderLeft: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  padding: theme.spacing(1, 1.5),
  background: 'transparent',
  color: (theme.vars ?? theme).palette.primary.main,
  cursor: 'pointer',
  '&:disabled': { color: (theme.vars ?? theme).palette.text.disabled, cursor: 'default' },
}));

function NativeInputDateField(props: DatePickerFieldProps) {
  const { rootRef, triggerRef, rootClassName, label, name, disabled, readOnly, setOpen } =
    usePickerContext<Dayjs | null>();
  // The field hook does the section editing; it returns the props of an <input>.
  const fieldResponse = useDateField<false, DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false }>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });
  const {
    // Props used by the MUI text fields only: keep them off the DOM.
    inputRef,
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure: _structure,
    clearable: _clearable,
    onClear: _onClear,
    focused: _focused,
    autoFocus: _autoFocus,
    error,
    ...inputProps
  } = fieldResponse;
  const inputId = React.useId();

  return (
    <Wrapper ref={rootRef} className={rootClassName}>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow ref={triggerRef} data-error={error}>
        <Input
          {...inputProps}
          id={inputId}
          ref={inputRef}
          name={name}
          aria-invalid={error}
        />
        <OpenButton
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={disabled || readOnly}
          onClick={() => setOpen((open) => !open)}
        >
          <CalendarMonthIcon fontSize="small" />
        </OpenButton>
      </InputRow>
    </Wrapper>
  );
}

export default function ClinicNativeInputField() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2025-03-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Follow-up visit"
          value={visit}
          onChange={setVisit}
          enableAccessibleFieldDOMStructure={false}
          slots={{ field: NativeInputDateField }}
        />
        <Typography variant="body2">
          value: {visit == null ? 'null' : visit.isValid() ? visit.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
