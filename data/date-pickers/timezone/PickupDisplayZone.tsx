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

// 'none' stands for "no timezone prop".
const displayZones = ['none', 'UTC', 'Europe/Berlin', 'Asia/Singapore'];

export default function PickupDisplayZone() {
  // The warehouse works in Chicago time, so the value lives in that zone.
  const [pickup, setPickup] = React.useState<Dayjs | null>(
    dayjs.tz('2025-11-14T08:00', 'America/Chicago'),
  );
  const [displayZone, setDisplayZone] = React.useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="timezone prop"
          value={displayZone}
          onChange={(event) => setDisplayZone(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ width: 260 }}
        >
          {displayZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone === 'none' ? 'not set (the value’s zone)' : zone}
            </option>
          ))}
        </TextField>
        <DateTimePicker
          label="Truck pickup"
          value={pickup}
          onChange={setPickup}
          timezone={displayZone === 'none' ? undefined : displayZone}
          sx={{ width: 260 }}
        />
      </Box>
      <Typography variant="body2">
        Value received by <code>onChange</code>:{' '}
        <code>{pickup && pickup.isValid() ? pickup.format('YYYY-MM-DD HH:mm Z') : 'null'}</code>
      </Typography>
      <Typography variant="body2">
        Same instant in UTC:{' '}
        <code>{pickup && pickup.isValid() ? pickup.toISOString() : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
