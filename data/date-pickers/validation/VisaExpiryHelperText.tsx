import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The passport must stay valid for six months after the traveller comes home.
const returnDate = dayjs('2025-10-12');
const earliestExpiry = returnDate.add(6, 'month');
const latestExpiry = dayjs('2040-12-31');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Type the full date, for example 04/30/2027.',
  minDate: `Too soon: it must be valid until ${earliestExpiry.format('MMM D, YYYY')}.`,
  maxDate: 'No passport is valid that long. Check the year.',
  disablePast: 'This passport has expired.',
  disableFuture: 'This date is in the future.',
  shouldDisableDate: 'This date is not allowed.',
  shouldDisableMonth: 'This month is not allowed.',
  shouldDisableYear: 'This year is not allowed.',
};

export default function VisaExpiryHelperText() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2027-05-20'));
  const [error, setError] = React.useState<DateValidationError>(null);

  // Without an error the helper text still holds a hint, so the field keeps its height.
  const helperText = error
    ? messages[error]
    : `Must be valid until ${earliestExpiry.format('MMM D, YYYY')} or later.`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Passport expiry"
          value={value}
          onChange={setValue}
          minDate={earliestExpiry}
          maxDate={latestExpiry}
          onError={setError}
          slotProps={{ textField: { helperText } }}
          sx={{ width: { xs: '100%', sm: 340 } }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', pt: { sm: 2 } }}>
          error: {error ?? 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
