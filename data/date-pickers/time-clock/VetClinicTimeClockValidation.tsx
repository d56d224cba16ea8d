import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function VetClinicTimeClockValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-18T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'flex-start',
        }}
      >
        <TimeClock
          value={value}
          onChange={setValue}
          ampm={false}
          // Consultations from 8:30 to 17:45, every quarter of an hour.
          minTime={dayjs('2025-06-18T08:30')}
          maxTime={dayjs('2025-06-18T17:45')}
          minutesStep={15}
          // Surgery hour: no consultations from 12:00 to 12:59.
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 12}
        />
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {value ? value.format('HH:mm') : 'null'}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1, maxWidth: 260 }}
          >
            Hours before 8, after 17 and at 12 are greyed out; on the minutes view,
            only :00, :15, :30 and :45 can be chosen.
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
