import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// An underlined input and a text link: the look of a minimal in-house design system.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.spacing(1),
  fontFamily: theme.typography.fontFamily,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const UnderlinedInput = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  width: 210,
  maxWidth: '100%',
  padding: theme.spacing(0.5, 0),
  border: 0,
  borderBottom: `2px solid ${(theme.vars ?? theme).palette.text.secondary}`,
  outline: 0,
  background: 'transparent',
  color: 'inherit',
  '&:focus': { borderBottomColor: (theme.vars ?? theme).palette.secondary.main },
  '&[aria-invalid="true"]': { borderBottomColor: (theme.vars ?? theme).palette.error.main },
}));

const LinkButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  padding: 0,
  border: 0,
  background: 'none',
  color: (theme.vars ?? theme).palette.secondary.main,
  textDecoration: 'underline',
  cursor: 'pointer',
}));

type NativeRangeProps = DateRangePickerFieldProps & { enableAccessibleFieldDOMStructure: false };

function UnderlinedRangeField(props: DateRangePickerFieldProps) {
  const { rootRef, triggerRef, rootClassName, label, setOpen } =
    usePickerContext<DateRange<Dayjs>>();
  // One <input> for both dates; the hook handles the sections of each end.
  const {
    inputRef,
    error,
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure: _structure,
    clearable: _clearable,
    onClear: _onClear,
    focused: _focused,
    autoFocus: _autoFocus,
    ...inputProps
  } = useSingleInputDateRangeField<false, NativeRangeProps>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });
  const inputId = React.useId();
  // The popover is anchored to the input.
  const handleInputRef = useForkRef(inputRef, triggerRef);

  return (
    <Row ref={rootRef} className={rootClassName}>
      <label htmlFor={inputId}>{label}</label>
      <UnderlinedInput
        {...inputProps}
        id={inputId}
        ref={handleInputRef}
        aria-invalid={error}
      />
      <LinkButton
        type="button"
        // The visible word stays part of the name (WCAG 2.5.3, label in name).
        aria-label={`calendar: ${openPickerAriaLabel}`}
        onClick={() => setOpen((open) => !open)}
      >
        calendar
      </LinkButton>
    </Row>
  );
}

UnderlinedRangeField.fieldType = 'single-input' as const;

export default function LibraryLoanNativeRangeField() {
  const [loan, setLoan] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-01-06'),
    dayjs('2025-01-27'),
  ]);
  const [start, end] = loan;
  const weeks =
    start?.isValid() && end?.isValid() ? Math.round(end.diff(start, 'day') / 7) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          label="Loan period"
          value={loan}
          onChange={setLoan}
          enableAccessibleFieldDOMStructure={false}
          maxDate={dayjs('2025-12-31')}
          slots={{ field: UnderlinedRangeField }}
        />
        <Typography variant="body2">
          {weeks === null ? 'Type or pick both dates.' : `About ${weeks} weeks on loan.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
