import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const earliestEntry = dayjs('2025-06-01');
const latestEntry = dayjs('2025-11-30');

const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: 'Your visa is valid from 1 June 2025',
  maxDate: 'Your visa expires on 30 November 2025',
  invalidDate: 'Finish typing the date, as MM/DD/YYYY',
  shouldDisableDate: 'This date is not available',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
  disableFuture: 'The date must be in the past',
  disablePast: 'The date must be in the future',
};

export default function VisaHelperTextDatePicker() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Entry into the country"
        defaultValue={dayjs('2025-12-04')}
        minDate={earliestEntry}
        maxDate={latestEntry}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Between 1 June and 30 November 2025',
          },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
