import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BroadcastCueViewsTimePicker() {
  const [ampm, setAmpm] = React.useState(false);
  const [cue, setCue] = React.useState<Dayjs | null>(dayjs('2025-06-01T19:59:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControlLabel
          control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          label="ampm (12-hour clock)"
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {/* Seconds matter for a live broadcast: add the view, open on the minutes. */}
          <TimePicker
            label="Ad break cue"
            views={['hours', 'minutes', 'seconds']}
            openTo="minutes"
            ampm={ampm}
            value={cue}
            onChange={setCue}
          />
          {/* Only the hour: the minutes stay at :00. */}
          <TimePicker
            label="Studio booked from"
            views={['hours']}
            ampm={ampm}
            defaultValue={dayjs('2025-06-01T18:00')}
          />
        </Box>
        <Typography variant="body2">
          Cue at {cue?.isValid() ? cue.format('HH:mm:ss') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
