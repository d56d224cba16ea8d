import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The reader's zone is only known in the browser. During hydration React uses the
// server snapshot (null), so both renders agree; it then re-renders with the real zone.
const noSubscription = () => () => {};
function useSystemZone() {
  return React.useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

export default function ReminderSystemZone() {
  // Stored and sent to the server in UTC.
  const [reminder, setReminder] = React.useState<Dayjs | null>(
    dayjs.utc('2025-07-01T07:30:00Z'),
  );
  const systemZone = useSystemZone();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, maxWidth: '100%' }}>
        <DateTimePicker
          label="Reminder (your time)"
          // Empty until the zone is known: the server HTML has no time to show,
          // and the field keeps its size either way.
          value={systemZone ? reminder : null}
          onChange={setReminder}
          timezone="system"
          disabled={!systemZone}
          sx={{ width: '100%' }}
        />
      </Box>
      <Typography variant="body2" noWrap sx={{ mt: 1 }}>
        Your time zone: <code>{systemZone ?? '…'}</code>
      </Typography>
      <Typography variant="body2">
        Stored value (UTC):{' '}
        <code>{reminder && reminder.isValid() ? reminder.toISOString() : 'null'}</code>
      </Typography>
    </LocalizationProvider>
  );
}
