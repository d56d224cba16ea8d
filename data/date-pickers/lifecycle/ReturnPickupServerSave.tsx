import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A fake API: it answers after 700 ms and keeps the last saved date in memory.
let storedPickup = '2025-06-18';
function savePickupDate(date: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => {
      storedPickup = date;
      resolve(storedPickup);
    }, 700);
  });
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving'; date: string; request: number }
  | { kind: 'saved'; date: string; request: number }
  | { kind: 'skipped'; reason: string };

export default function ReturnPickupServerSave() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(storedPickup));
  const [status, setStatus] = React.useState<Status>({ kind: 'idle' });
  const [changeCount, setChangeCount] = React.useState(0);
  const [sentCount, setSentCount] = React.useState(0);
  const requests = React.useRef(0);

  const handleAccept = async (newValue: Dayjs | null, validationError: string | null) => {
    if (newValue === null || validationError !== null) {
      setStatus({ kind: 'skipped', reason: validationError ?? 'empty' });
      return;
    }
    requests.current += 1;
    const request = requests.current;
    setSentCount(request);
    const date = newValue.format('YYYY-MM-DD');
    setStatus({ kind: 'saving', date, request });
    const saved = await savePickupDate(date);
    // Ignore an answer that arrives after a newer request was sent.
    if (request === requests.current) {
      setStatus({ kind: 'saved', date: saved, request });
    }
  };

  let message = 'Nothing sent yet.';
  if (status.kind === 'saving') {
    message = `Request #${status.request}: saving ${status.date}…`;
  } else if (status.kind === 'saved') {
    message = `Request #${status.request}: saved ${status.date}.`;
  } else if (status.kind === 'skipped') {
    message = `Not sent: the value is invalid (${status.reason}).`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Parcel pickup"
          value={value}
          minDate={dayjs('2025-06-02')}
          maxDate={dayjs('2025-07-31')}
          shouldDisableDate={(day) => day.day() === 0}
          onChange={(newValue) => {
            setValue(newValue);
            setChangeCount((count) => count + 1);
          }}
          onAccept={(newValue, context) => handleAccept(newValue, context.validationError)}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            onChange calls: {changeCount} · requests sent: {sentCount}
          </Typography>
          <Typography variant="body2" aria-live="polite" sx={{ minHeight: '2.9em' }}>
            {message}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
