import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const issuedOn = dayjs('2025-03-03');

interface ErrorCall {
  reason: DateValidationError;
  value: Dayjs | null;
}

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function InvoiceDueDateFeedback() {
  const [lastCall, setLastCall] = React.useState<ErrorCall | null>(null);
  const [calls, setCalls] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Payment due"
          defaultValue={dayjs('2025-04-02')}
          minDate={issuedOn}
          onError={(reason, value) => {
            setLastCall({ reason, value });
            setCalls((count) => count + 1);
          }}
          sx={{ minWidth: 220 }}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2">Invoice issued on {issuedOn.format('MMMM D, YYYY')}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {lastCall
              ? `onError("${lastCall.reason}", ${describe(lastCall.value)})`
              : 'onError not called yet'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Calls so far: {calls}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
