import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function StaticDeliverySlotPicker() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2025-05-07T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
        <StaticDateTimePicker
          defaultValue={dayjs('2025-05-07T10:00')}
          timeSteps={{ minutes: 30 }}
          onAccept={(newValue) => setAccepted(newValue)}
          sx={{ maxWidth: '100%' }}
        />
        <Typography variant="body2">
          Booked slot: {accepted ? accepted.format('dddd, MMMM D [at] h:mm A') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
