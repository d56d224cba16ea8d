import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useClientClock, clockBox } from './useClientClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ParkingMeterTimeClock() {
  const clientReady = useClientClock();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A fixed time, and a box of the clock's size until it appears in the browser. */}
      <Box sx={clockBox}>
        {clientReady && (
          <TimeClock defaultValue={dayjs('2025-04-02T10:25')} />
        )}
      </Box>
    </LocalizationProvider>
  );
}
