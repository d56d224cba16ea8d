import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { clockLocaleText } from './clockLocaleText';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function PickupSlotControlledClock() {
  // Controlled: the order's pickup time lives in this component.
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2025-08-22T17:00'));
  // Uncontrolled and empty: referenceDate decides the day of the first value and the visible time.
  const [returnTime, setReturnTime] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={clockLocaleText}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            Pickup (controlled)
          </Typography>
          <Paper variant="outlined">
            <DigitalClock value={pickup} onChange={(newValue) => setPickup(newValue)} />
          </Paper>
          <Typography variant="body2" sx={{ mt: 1 }}>
            value: {pickup ? pickup.format('YYYY-MM-DD HH:mm') : 'null'}
          </Typography>
        </Box>
        <Box>
          <Typography component="p" variant="subtitle2" gutterBottom>
            Drop-off (uncontrolled, empty)
          </Typography>
          <Paper variant="outlined">
            <MultiSectionDigitalClock
              referenceDate={dayjs('2025-08-24T09:00')}
              onChange={(newValue) => setReturnTime(newValue)}
            />
          </Paper>
          <Typography variant="body2" sx={{ mt: 1 }}>
            onChange received: {returnTime ? returnTime.format('YYYY-MM-DD HH:mm') : 'nothing yet'}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
