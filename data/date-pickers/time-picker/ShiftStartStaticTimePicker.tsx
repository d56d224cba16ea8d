import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function ShiftStartStaticTimePicker() {
  // A fixed value: the open clock shows the same time on the server and in the browser.
  const [shiftStart, setShiftStart] = React.useState<Dayjs | null>(dayjs('2025-11-03T07:00'));
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <StaticTimePicker
          value={shiftStart}
          onChange={setShiftStart}
          onAccept={setConfirmed}
          localeText={{ toolbarTitle: 'Shift start' }}
        />
        <Typography variant="body2">
          Confirmed with OK: {confirmed?.isValid() ? confirmed.format('HH:mm') : 'not yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
