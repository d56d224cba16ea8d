import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

function describe(value: Dayjs | null) {
  if (value === null) return 'null';
  if (!value.isValid()) return 'Invalid Date';
  return `${value.format()} (isUTC: ${value.isUTC()})`;
}

export default function LogCutoffUtc() {
  // A UTC value: the picker shows it, and returns new values, in UTC.
  const [from, setFrom] = React.useState<Dayjs | null>(dayjs.utc('2025-05-02T18:00:00Z'));
  // No value yet: `timezone="UTC"` decides in which zone a new value is created.
  const [to, setTo] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 640,
        }}
      >
        <Box>
          <DateTimePicker
            label="Logs from (UTC)"
            value={from}
            onChange={setFrom}
            ampm={false}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <code>{describe(from)}</code>
          </Typography>
        </Box>
        <Box>
          <DateTimePicker
            label="Logs until (UTC)"
            value={to}
            onChange={setTo}
            timezone="UTC"
            ampm={false}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <code>{describe(to)}</code>
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
