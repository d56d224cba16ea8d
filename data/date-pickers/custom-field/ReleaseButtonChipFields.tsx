import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventIcon from '@mui/icons-material/Event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function ButtonDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const text =
    pickerContext.value == null ? 'Pick a release date' : pickerContext.value.format(pickerContext.fieldFormat);

  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.disabled}
      startIcon={<CalendarMonthIcon />}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {pickerContext.label ? `${pickerContext.label}: ${text}` : text}
    </Button>
  );
}

function ChipDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext<Dayjs | null>();
  const ref = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const text = pickerContext.value == null ? 'No freeze' : pickerContext.value.format('MMM D');

  return (
    <Chip
      {...forwardedProps}
      ref={ref}
      icon={<EventIcon />}
      label={`Code freeze: ${text}`}
      color="primary"
      variant="outlined"
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((open) => !open)}
      onDelete={pickerContext.value == null ? undefined : () => pickerContext.setValue(null)}
    />
  );
}

export default function ReleaseButtonChipFields() {
  const [release, setRelease] = React.useState<Dayjs | null>(dayjs('2025-11-04'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DatePicker
          label="Release"
          value={release}
          onChange={setRelease}
          slots={{ field: ButtonDateField }}
        />
        <DatePicker defaultValue={dayjs('2025-10-28')} slots={{ field: ChipDateField }} />
      </Box>
    </LocalizationProvider>
  );
}
