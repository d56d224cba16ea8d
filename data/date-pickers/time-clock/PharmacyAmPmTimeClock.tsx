import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function PharmacyAmPmTimeClock() {
  const [ampm, setAmpm] = React.useState(true);
  const [ampmInClock, setAmpmInClock] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={ampm}
                onChange={(event) => setAmpm(event.target.checked)}
              />
            }
            label="ampm"
          />
          <FormControlLabel
            control={
              <Switch
                checked={ampmInClock}
                onChange={(event) => setAmpmInClock(event.target.checked)}
                disabled={!ampm}
              />
            }
            label="ampmInClock"
          />
        </Box>
        {/* Evening dose reminder: 8:15 PM, or 20:15 on a 24-hour clock. */}
        <TimeClock
          defaultValue={dayjs('2025-03-21T20:15')}
          ampm={ampm}
          ampmInClock={ampmInClock}
        />
      </Stack>
    </LocalizationProvider>
  );
}
