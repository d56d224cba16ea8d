import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const offices = [
  { city: 'San Francisco', zone: 'America/Los_Angeles' },
  { city: 'New York', zone: 'America/New_York' },
  { city: 'London', zone: 'Europe/London' },
  { city: 'Bangalore', zone: 'Asia/Kolkata' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

export default function StandupAcrossZones() {
  // Stored as a UTC instant, as a server would send it.
  const [standup, setStandup] = React.useState<Dayjs | null>(dayjs.utc('2025-03-28T16:00:00Z'));
  const valid = standup !== null && standup.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {offices.map(({ city, zone }) => (
          <Paper key={zone} variant="outlined" sx={{ p: 2 }}>
            <DateTimePicker
              label={`Stand-up in ${city}`}
              value={standup}
              onChange={setStandup}
              timezone={zone}
              sx={{ width: '100%' }}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              <code>{zone}</code>
              {valid ? ` · UTC${standup.tz(zone).format('Z')}` : ''}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Stored value (UTC): <code>{valid ? standup.toISOString() : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
