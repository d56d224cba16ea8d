import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const venues = [
  { name: 'Royal Albert Hall, London', zone: 'Europe/London' },
  { name: 'Sydney Opera House', zone: 'Australia/Sydney' },
  { name: 'Teatro Colón, Buenos Aires', zone: 'America/Argentina/Buenos_Aires' },
  { name: 'Carnegie Hall, New York', zone: 'America/New_York' },
];

export default function ConcertVenueZone() {
  const [venue, setVenue] = React.useState(venues[0]);
  // The server keeps the start of the concert in UTC.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs.utc('2025-10-18T18:30:00Z'));
  const valid = start !== null && start.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Venue"
          value={venue.zone}
          onChange={(event) => setVenue(venues.find((item) => item.zone === event.target.value)!)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 300, maxWidth: '100%' }}
        >
          {venues.map((item) => (
            <option key={item.zone} value={item.zone}>
              {item.name}
            </option>
          ))}
        </TextField>
        <DateTimePicker
          label="Doors open (venue time)"
          value={start}
          onChange={setStart}
          timezone={venue.zone}
          sx={{ width: 300, maxWidth: '100%' }}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Shown in <code>{venue.zone}</code>
        {valid ? ` (UTC${start.tz(venue.zone).format('Z')})` : ''}
      </Typography>
      <Typography variant="body2">
        Stored value (UTC): <code>{valid ? start.toISOString() : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
