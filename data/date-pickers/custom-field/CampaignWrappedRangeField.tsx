import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  SingleInputDateRangeField,
  SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Adds the length of the campaign under the field.
function CampaignRangeField(props: SingleInputDateRangeFieldProps<true>) {
  const [start, end] = usePickerContext<DateRange<Dayjs>>().value;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <SingleInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        textField: { helperText: days === null ? 'Pick both dates' : `Runs ${days} days` },
      }}
    />
  );
}

// Without this, the range picker treats the wrapper as a multi input field.
CampaignRangeField.fieldType = 'single-input' as const;

export default function CampaignWrappedRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Spring sale"
        defaultValue={[dayjs('2025-03-20'), dayjs('2025-04-02')]}
        slots={{ field: CampaignRangeField }}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
