import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function SprintButtonField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const [start, end] = pickerContext.value;
  const text =
    start && end ? `${start.format('MMM D')} – ${end.format('MMM D')}` : 'Plan the sprint';

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="contained"
      color="secondary"
      startIcon={<DateRangeIcon />}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

// A button edits the whole range at once, like a single input field.
SprintButtonField.fieldType = 'single-input' as const;

export default function SprintButtonRangeField() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-03'),
    dayjs('2025-03-14'),
  ]);
  const [start, end] = sprint;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          value={sprint}
          onChange={setSprint}
          slots={{ field: SprintButtonField }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: [{start?.format('YYYY-MM-DD') ?? 'null'}, {end?.format('YYYY-MM-DD') ?? 'null'}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
