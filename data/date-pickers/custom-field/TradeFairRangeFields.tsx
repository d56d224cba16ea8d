import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const fair = [dayjs('2025-10-14'), dayjs('2025-10-17')] as const;

// Wraps the multi input field: own separator, and different props for each end.
function StandRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        separator: { children: 'then', sx: { px: 1 } },
        textField: ({ position }) => ({
          label: position === 'start' ? 'Stand build-up' : 'Stand teardown',
          color: position === 'start' ? 'success' : 'warning',
          helperText: position === 'start' ? 'From 7 AM' : 'Until 10 PM',
        }),
      }}
    />
  );
}

export default function TradeFairRangeFields() {
  // An explicit id keeps the ids of the field unique on the page.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <DateRangePicker
          label="Fair dates (one input)"
          defaultValue={[fair[0], fair[1]]}
          slotProps={{ field: { dateSeparator: 'to', id: `${id}-fair` } }}
        />
        <DateRangePicker
          defaultValue={[fair[0], fair[1]]}
          slots={{ field: StandRangeField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
