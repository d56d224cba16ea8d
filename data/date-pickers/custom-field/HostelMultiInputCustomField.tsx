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
import {
  unstable_useMultiInputRangeField as useMultiInputRangeField,
  UseMultiInputRangeFieldTextFieldProps,
} from '@mui/x-date-pickers-pro/hooks';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  fontFamily: theme.typography.fontFamily,
}));

const Cell = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  color: (theme.vars ?? theme).palette.text.primary,
  '& label': { ...theme.typography.body2, fontWeight: 500 },
}));

const StayInput = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  width: 150,
  padding: theme.spacing(1, 1.5),
  borderRadius: 20,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  outline: 0,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  color: 'inherit',
  '&:focus': { borderColor: (theme.vars ?? theme).palette.secondary.main },
  '&[aria-invalid="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
}));

// The props of one input: what the hook returns, built on the props given for that end.
type DateInputProps = UseMultiInputRangeFieldTextFieldProps<false, { name: string }> & {
  label: string;
};

// One end of the range: the hook's props, minus those only MUI text fields understand.
function DateInput(props: DateInputProps) {
  const {
    label,
    id,
    inputRef,
    error,
    focused: _focused,
    enableAccessibleFieldDOMStructure: _structure,
    ...inputProps
  } = props;
  return (
    <Cell>
      <label htmlFor={id}>{label}</label>
      <StayInput {...inputProps} id={id} ref={inputRef} aria-invalid={error} />
    </Cell>
  );
}

function StayRangeField(props: DateRangePickerFieldProps) {
  const pickerContext = usePickerContext<DateRange<Dayjs>>();
  // `start` and `end` come from the picker's `localeText`, or the locale.
  const translations = usePickerTranslations();
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { root, startTextField, endTextField } = useMultiInputRangeField({
    manager,
    internalProps: {
      ...internalProps,
      enableAccessibleFieldDOMStructure: false,
      // Typing on a phone is awkward: on the mobile variant, tapping opens the dialog.
      readOnly: pickerContext.variant === 'mobile' || pickerContext.readOnly,
    },
    rootProps: forwardedProps,
    // Props of your own for each input: here, the names a form submits.
    startTextFieldProps: { name: 'checkIn' },
    endTextFieldProps: { name: 'checkOut' },
  });
  // The popover opens below the pair of inputs.
  const handleRef = useForkRef(pickerContext.rootRef, pickerContext.triggerRef);

  return (
    <Row {...root} ref={handleRef} className={pickerContext.rootClassName}>
      <DateInput label={translations.start} {...startTextField} />
      <DateInput label={translations.end} {...endTextField} />
    </Row>
  );
}

export default function HostelMultiInputCustomField() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-22'),
    dayjs('2025-04-25'),
  ]);
  const [checkIn, checkOut] = stay;
  const nights =
    checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={stay}
          onChange={setStay}
          enableAccessibleFieldDOMStructure={false}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          slots={{ field: StayRangeField }}
        />
        <Typography variant="body2">
          {nights === null || nights < 1
            ? 'Pick a check-in and a later check-out.'
            : `${nights} ${nights === 1 ? 'night' : 'nights'} in a dorm bed: €${nights * 28}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
