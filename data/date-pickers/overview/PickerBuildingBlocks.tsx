import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function PickerBuildingBlocks() {
  // One dental appointment, edited by three independent components.
  const [appointment, setAppointment] = React.useState<Dayjs | null>(
    dayjs('2025-03-18T10:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ width: 220, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="subtitle2" component="p">Field</Typography>
          <DateField label="Appointment day" value={appointment} onChange={setAppointment} />
          <Typography variant="body2" color="text.secondary">
            Stored: {appointment?.isValid() ? appointment.format('ddd D MMM YYYY, HH:mm') : 'empty'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Calendar view
          </Typography>
          <Paper variant="outlined">
            <DateCalendar value={appointment} onChange={setAppointment} />
          </Paper>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Clock view
          </Typography>
          <Paper variant="outlined">
            <DigitalClock
              value={appointment}
              onChange={setAppointment}
              timeStep={30}
              skipDisabled
              minTime={dayjs('2025-03-18T08:00')}
              maxTime={dayjs('2025-03-18T18:00')}
            />
          </Paper>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
