import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReschedulePickerFromOutside() {
  const [open, setOpen] = React.useState(false);
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2025-06-24'));
  const [events, setEvents] = React.useState<string[]>([]);

  const log = (message: string) => setEvents((previous) => [message, ...previous].slice(0, 3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography sx={{ flex: '1 1 200px' }}>
            Dental check-up on {appointment?.isValid() ? appointment.format('dddd, MMMM D') : '—'}
          </Typography>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Reschedule
          </Button>
        </Paper>
        <DatePicker
          label="Appointment date"
          value={appointment}
          onChange={setAppointment}
          open={open}
          onOpen={() => {
            setOpen(true);
            log('onOpen (the field button)');
          }}
          onClose={() => {
            setOpen(false);
            log('onClose');
          }}
          sx={{ maxWidth: 320 }}
        />
        <Box sx={{ minHeight: 72 }}>
          {[0, 1, 2].map((index) => (
            <Typography key={index} variant="body2" color="text.secondary">
              {events[index] ?? '\u00a0'}
            </Typography>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
