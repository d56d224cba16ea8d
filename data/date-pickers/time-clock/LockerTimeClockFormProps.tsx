import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function LockerTimeClockFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={disabled}
                onChange={(event) => setDisabled(event.target.checked)}
              />
            }
            label="disabled"
          />
          <FormControlLabel
            control={
              <Switch
                checked={readOnly}
                onChange={(event) => setReadOnly(event.target.checked)}
              />
            }
            label="readOnly"
          />
        </Box>
        {/* Locker release time, set by the gym: readable, not changeable. */}
        <TimeClock
          defaultValue={dayjs('2025-02-10T21:30')}
          disabled={disabled}
          readOnly={readOnly}
        />
      </Stack>
    </LocalizationProvider>
  );
}
