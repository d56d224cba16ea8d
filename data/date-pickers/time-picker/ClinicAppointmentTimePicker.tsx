import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ClinicAppointmentTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* `name` goes on the hidden input, so a plain <form> submits the time. */}
      <TimePicker
        label="Appointment time"
        name="appointmentTime"
        defaultValue={dayjs('2025-05-12T10:30')}
      />
    </LocalizationProvider>
  );
}
